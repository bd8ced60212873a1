import type { FastifyInstance } from 'fastify';
import { getAbTestResultsRoute } from '@app/contracts/abs-testing/results';
import { addRoute } from '../../../platform/http/route.ts';
import { requireCustomer } from '../../../platform/auth/guards.ts';
import type { TokenService } from '../../../platform/auth/tokens.ts';
import type { ResultsService } from './results.service.ts';

export function registerResultsRoutes(app: FastifyInstance, tokens: TokenService, service: ResultsService) {
  addRoute(
    app,
    getAbTestResultsRoute,
    { preHandler: requireCustomer(tokens), tags: ['abs-testing'], security: 'bearer' },
    async ({ request, params }) => service.resultsOf(request.customerId!, params.abTestName),
  );
}
