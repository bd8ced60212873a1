import type { FastifyInstance } from 'fastify';
import { getAbTestResultsRoute, getMetricTimelineRoute } from '@app/contracts/abs-testing/results';
import { addRoute } from '../../../platform/http/route.ts';
import { requireCustomer } from '../../../platform/auth/guards.ts';
import type { TokenService } from '../../../platform/auth/tokens.ts';
import type { ResultsService } from './results.service.ts';
import { toResultsDto, toTimelineDto } from './results-mapping.ts';

export function registerResultsRoutes(app: FastifyInstance, tokens: TokenService, service: ResultsService) {
  const options = { preHandler: requireCustomer(tokens), tags: ['abs-testing'], security: 'bearer' as const };
  addRoute(app, getAbTestResultsRoute, options, async ({ request, params }) =>
    toResultsDto(await service.resultsOf(request.customerId!, params.abTestName)),
  );
  addRoute(app, getMetricTimelineRoute, options, async ({ request, params, query }) =>
    toTimelineDto(await service.timelineOf(request.customerId!, params.abTestName, query.metric)),
  );
}
