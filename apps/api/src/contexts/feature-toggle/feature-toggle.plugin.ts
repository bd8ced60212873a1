import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps.ts';

/** Composition root of the feature-toggle context: builds repositories and services, registers its routes. */
export async function featureTogglePlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  void opts;
  await app.register(async () => {}, { prefix: '/feature-toggle/api/v1' });
}
