import type { FastifyInstance } from 'fastify';
import { parseCvRoute } from '@app/contracts/cv-processor/parse-cv';
import { compatibilityScoreRoute } from '@app/contracts/cv-processor/compatibility-score';
import { addRoute } from '../../../platform/http/route.ts';
import { ipLimit } from '../../../platform/http/rate-limiter.ts';
import type { RateLimiter } from '../../../platform/http/rate-limiter.ts';
import type { CvService } from './cv.service.ts';
import { readCvUpload, readScoreUpload } from './pdf-upload.ts';
import { toParseResult, toScoreResponse } from './cv-mapping.ts';

/** Public demo endpoints (SPEC §7); a per-IP limit keeps one client from occupying the parse workers. */
export function registerCvRoutes(app: FastifyInstance, service: CvService, limiter: RateLimiter) {
  const limit = ipLimit(limiter, 'cv-processor', 30, 60_000);
  addRoute(app, parseCvRoute, { tags: ['cv-processor'], preHandler: limit, noStore: true }, async ({ request }) =>
    toParseResult(await service.parse(await readCvUpload(request, 'file'))),
  );
  addRoute(
    app,
    compatibilityScoreRoute,
    { tags: ['cv-processor'], preHandler: limit, noStore: true },
    async ({ request }) => {
      const { job, cv } = await readScoreUpload(request);
      return toScoreResponse(await service.score(cv, job));
    },
  );
}
