import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createAbTestRoute,
  deleteAbTestRoute,
  disableAbTestRoute,
  enableAbTestRoute,
  getAbTestRoute,
  listAbTestsRoute,
  updateAbTestRoute,
} from '@app/contracts/abs-testing/ab-test-routes';
import { addRoute } from '../../../platform/http/route.ts';
import { requireCustomer } from '../../../platform/auth/guards.ts';
import type { TokenService } from '../../../platform/auth/tokens.ts';
import type { AbTestService } from './ab-test.service.ts';
import { bodyToDraft, toDetail, toListItem } from './ab-test-mapping.ts';

const customerOf = (request: FastifyRequest) => request.customerId!;

/** SPEC §7 console calls; the messages are SPEC's toasts. */
export function registerAbTestRoutes(app: FastifyInstance, tokens: TokenService, service: AbTestService) {
  const options = { preHandler: requireCustomer(tokens), tags: ['abs-testing'], security: 'bearer' as const };

  addRoute(app, listAbTestsRoute, options, async ({ request }) =>
    (await service.list(customerOf(request))).map(toListItem),
  );

  addRoute(app, getAbTestRoute, options, async ({ request, params }) =>
    toDetail(await service.get(customerOf(request), params.abTestName)),
  );

  addRoute(app, createAbTestRoute, { ...options, status: 201 }, async ({ request, body }) => {
    await service.create(customerOf(request), bodyToDraft(body));
    return { message: 'AB Test created successfully!' };
  });

  addRoute(app, updateAbTestRoute, options, async ({ request, params, body }) => {
    await service.update(customerOf(request), params.abTestName, bodyToDraft(body));
    return { message: 'AB Test updated successfully.' };
  });

  addRoute(app, enableAbTestRoute, options, async ({ request, params }) => {
    await service.setStatus(customerOf(request), params.abTestName, 'ENABLED');
    return { message: 'AB Test enabled successfully.' };
  });

  addRoute(app, disableAbTestRoute, options, async ({ request, params }) => {
    await service.setStatus(customerOf(request), params.abTestName, 'DISABLED');
    return { message: 'AB Test disabled successfully.' };
  });

  addRoute(app, deleteAbTestRoute, options, async ({ request, params }) => {
    await service.delete(customerOf(request), params.abTestName);
    return { message: 'AB Test deleted successfully.' };
  });
}
