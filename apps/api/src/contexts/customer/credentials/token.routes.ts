import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOKEN_PATH, oauthErrorSchema, tokenRequestBodySchema, tokenResponseSchema, type TokenResponse } from '@app/contracts/customer/oauth-token';
import { AppError } from '../../../platform/errors.ts';
import { toEnvelope } from '../../../platform/http/error-handler.ts';
import { parseTokenRequest } from './client-authentication.ts';
import { toOAuthError } from './oauth-error.ts';
import type { TokenIssuer } from './token-issuer.service.ts';

// RFC 6749 §5.1: token responses must not be cached; errors too, they may echo a client id.
function noCache(reply: FastifyReply) {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** POST /auth/token (RFC 6749 §4.4), JSON or form body, every error in the §5.2 shape plus our envelope. */
export function tokenRoutes(app: FastifyInstance, issuer: TokenIssuer) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: TOKEN_PATH,
    schema: {
      summary: 'OAuth 2.0 client-credentials grant: exchange a client id and secret for a machine access token',
      tags: ['oauth'],
      security: [{ basic: [] }],
      body: tokenRequestBodySchema,
      response: { 200: tokenResponseSchema, '4xx': oauthErrorSchema, '5xx': oauthErrorSchema },
    },
    // Body parsing and validation failures reach here too, so malformed requests still get an RFC error.
    errorHandler: (err, request, reply) => {
      const { envelope, headers } = toEnvelope(err);
      const appError = err instanceof AppError ? err : new AppError(envelope.status, envelope.message, envelope.validationErrors, headers);
      if (appError.status >= 500) request.log.error({ err }, 'token request failed');
      const { body, headers: errorHeaders } = toOAuthError(appError);
      noCache(reply);
      for (const [name, value] of Object.entries(errorHeaders)) reply.header(name, value);
      return reply.code(body.status).send(body);
    },
    handler: async (request, reply): Promise<TokenResponse> => {
      noCache(reply);
      const credentials = parseTokenRequest(request.headers.authorization, request.body);
      const issued = await issuer.issue(credentials, request.ip);
      return { access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresIn };
    },
  });
}
