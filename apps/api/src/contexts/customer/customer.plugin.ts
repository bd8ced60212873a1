import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps.ts';
import { accountsPlugin } from './accounts/accounts.plugin.ts';
import { credentialsPlugin } from './credentials/credentials.plugin.ts';
import { compareModelsPlugin } from './compare-models/compare-models.plugin.ts';

/** Composition root of the customer context: accounts, client credentials (+ /auth/token) and the compare demo. */
export async function customerPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  await app.register(accountsPlugin, opts);
  await app.register(credentialsPlugin, opts);
  await app.register(compareModelsPlugin, opts);
}
