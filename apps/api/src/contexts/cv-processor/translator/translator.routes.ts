import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  downloadTranslationRoute,
  getTranslationRoute,
  startTranslationRoute,
  translatorStatusRoute,
} from '@app/contracts/cv-processor/translate-pdf';
import { addRoute, replyWith } from '../../../platform/http/route.ts';
import { ipLimit, type RateLimiter } from '../../../platform/http/rate-limiter.ts';
import { AppError } from '../../../platform/errors.ts';
import type { TranslatorService } from './translator.service.ts';
import { toTranslationJob } from './translator-mapping.ts';

/** SPEC promises no file size limit here, so this route lifts the global multipart limits for its one file. */
export function registerTranslatorRoutes(app: FastifyInstance, service: TranslatorService, limiter: RateLimiter) {
  const limit = ipLimit(limiter, 'translator', 10, 60_000);
  addRoute(app, translatorStatusRoute, { tags: ['cv-processor'] }, async () => ({
    configured: service.isConfigured(),
  }));
  addRoute(
    app,
    startTranslationRoute,
    { tags: ['cv-processor'], preHandler: limit, status: 202 },
    async ({ request }) => {
      service.assertAccepting();
      if (!request.isMultipart()) throw new AppError(415, 'Send the file as multipart/form-data');
      const part = await request.file({ limits: { fileSize: Number.MAX_SAFE_INTEGER, files: 1, fields: 10 } });
      if (!part || part.fieldname !== 'file')
        throw new AppError(400, 'Please select a valid file', [
          { field: 'file', message: 'Please select a valid file' },
        ]);
      return toTranslationJob(await service.start(part.file, () => part.file.truncated));
    },
  );
  addRoute(app, getTranslationRoute, { tags: ['cv-processor'], noStore: true }, async ({ params }) =>
    toTranslationJob(service.get(params.id)),
  );
  addRoute(
    app,
    downloadTranslationRoute,
    { tags: ['cv-processor'], produces: 'application/pdf' },
    async ({ params }) => {
      const file = service.fileOf(params.id);
      const stream = createReadStream(file.path);
      stream.on('close', () => void file.done());
      return replyWith(200, stream, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="translation-zh.pdf"',
        'cache-control': 'no-store',
      });
    },
  );
}
