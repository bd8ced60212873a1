import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps.ts';

/** Composition root of the cv-processor context: builds repositories and services, registers its routes. */
export async function cvProcessorPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  void opts;
  await app.register(async () => {}, { prefix: '/cv-processor/api/v1' });
}
