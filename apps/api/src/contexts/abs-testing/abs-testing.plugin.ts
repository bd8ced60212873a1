import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps.ts';

/** Composition root of the abs-testing context: builds repositories and services, registers its routes. */
export async function absTestingPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  void opts;
  await app.register(async () => {}, { prefix: '/abs-testing/api/v1' });
}
