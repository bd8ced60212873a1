import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOGGLE_TYPES, toToggleType } from '@app/contracts/feature-toggle/toggle';
import {
  createToggleRoutes,
  deleteToggleRoute,
  getToggleRoute,
  listTogglesRoute,
  updateToggleRoutes,
} from '@app/contracts/feature-toggle/toggle-routes';
import { addRoute } from '../../../platform/http/route.ts';
import { requireCustomer } from '../../../platform/auth/guards.ts';
import type { TokenService } from '../../../platform/auth/tokens.ts';
import type { ToggleService } from './toggle.service.ts';
import { bodyToDefinition, definitionToDetail, summaryToListItem, toggleMessages } from './toggle-mapping.ts';

const customerOf = (request: FastifyRequest) => request.customerId!;

/** Console CRUD of toggles (SPEC.md §7, ARCHITECTURE.md §4); every route needs a console token. */
export function registerToggleRoutes(app: FastifyInstance, service: ToggleService, tokens: TokenService) {
  const base = { preHandler: requireCustomer(tokens), tags: ['feature-toggle'], security: 'bearer' as const };

  addRoute(app, listTogglesRoute, base, async ({ request }) => {
    const toggles = await service.list(customerOf(request));
    return { toggles: toggles.map(summaryToListItem) };
  });

  addRoute(app, getToggleRoute, base, async ({ params, request }) =>
    definitionToDetail(await service.get(customerOf(request), toToggleType(params.toggleType), params.toggleName)),
  );

  addRoute(app, deleteToggleRoute, base, async ({ params, request }) => {
    const type = toToggleType(params.toggleType);
    await service.delete(customerOf(request), type, params.toggleName);
    return { message: toggleMessages.deleted(type) };
  });

  for (const type of TOGGLE_TYPES) {
    addRoute(app, createToggleRoutes[type], { ...base, status: 201 }, async ({ body, request }) => {
      await service.create(customerOf(request), bodyToDefinition(type, body));
      return { message: toggleMessages.created(type) };
    });
    addRoute(app, updateToggleRoutes[type], base, async ({ body, params, request }) => {
      await service.update(customerOf(request), params.toggleName, bodyToDefinition(type, body));
      return { message: toggleMessages.updated(type) };
    });
  }
}
