import type { FastifyInstance } from 'fastify';
import { oauthErrorSchema, tokenRoute } from '@app/contracts/customer/oauth-token';
import { addRoute } from '../../../platform/http/route.ts';
import { parseTokenRequest } from './client-authentication.ts';
import { NO_CACHE, oauthErrorShape } from './oauth-error.ts';
import type { TokenIssuer } from './token-issuer.service.ts';

/** POST /auth/token (RFC 6749 §4.4), JSON or form body, every error in the §5.2 shape plus our envelope. */
export function registerTokenRoutes(app: FastifyInstance, issuer: TokenIssuer) {
  addRoute(
    app,
    tokenRoute,
    { tags: ['oauth'], security: 'basic', errorShape: oauthErrorShape, responses: { '4xx': oauthErrorSchema } },
    async ({ request, reply, body }) => {
      reply.headers(NO_CACHE);
      const issued = await issuer.issue(parseTokenRequest(request.headers.authorization, body), request.ip);
      return { access_token: issued.accessToken, token_type: 'Bearer' as const, expires_in: issued.expiresIn };
    },
  );
}
