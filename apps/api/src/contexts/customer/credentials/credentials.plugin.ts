import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../../platform/deps.ts';
import { createCredentialsRepository } from './credentials.repository.ts';
import { credentialsRoutes } from './credentials.routes.ts';
import { CredentialsService } from './credentials.service.ts';
import { TokenIssuer } from './token-issuer.service.ts';
import { registerTokenRoutes } from './token.routes.ts';

/** Client credentials: console screens' API and the OAuth 2.0 token endpoint for customers' apps. */
export async function credentialsPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  const { db, keys, tokens, revocations, limiter } = opts.deps;
  const repo = createCredentialsRepository(db);
  credentialsRoutes(app, new CredentialsService(repo, keys.pepper, revocations), tokens);
  registerTokenRoutes(app, new TokenIssuer(repo, tokens, limiter, keys.pepper));
}
