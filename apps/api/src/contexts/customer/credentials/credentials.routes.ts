import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteSecretRoute,
  generateSecretRoute,
  getClientInfoRoute,
  type ClientInfoResponse,
} from '@app/contracts/customer/credentials';
import { addRoute } from '../../../platform/http/route.ts';
import { requireCustomer } from '../../../platform/auth/guards.ts';
import type { TokenService } from '../../../platform/auth/tokens.ts';
import type { ClientInfo, CredentialsService } from './credentials.service.ts';
import { maskSecret } from './secret-format.ts';

function toClientInfoResponse(info: ClientInfo): ClientInfoResponse {
  return {
    clientId: info.clientId,
    clientSecretDtoList: info.secrets.map((s) => ({
      secretId: s.secretId,
      secret: maskSecret(s.last4),
      createdDate: s.createdAt.toISOString(),
      lastUsedDate: s.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

const customerOf = (request: FastifyRequest) => request.customerId!;

/** Console operations on a customer's client credentials (SPEC §7: Client info, Generate secret, Delete secret). */
export function credentialsRoutes(app: FastifyInstance, service: CredentialsService, tokens: TokenService) {
  const options = { preHandler: requireCustomer(tokens), tags: ['client credentials'], security: 'bearer' as const };

  addRoute(app, getClientInfoRoute, { ...options, noStore: true }, async ({ params, request }) =>
    toClientInfoResponse(await service.getClientInfo(customerOf(request), params.serviceId)),
  );

  addRoute(app, generateSecretRoute, { ...options, status: 201, noStore: true }, async ({ params, request }) => ({
    secret: await service.generateSecret(customerOf(request), params.serviceId),
  }));

  addRoute(app, deleteSecretRoute, options, async ({ params, request }) => {
    await service.deleteSecret(customerOf(request), params.secretId);
    return { message: 'Client Secret Deleted' };
  });
}
