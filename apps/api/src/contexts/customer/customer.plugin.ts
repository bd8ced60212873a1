import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps.ts';

/** Composition root of the customer context: builds repositories and services, registers its routes. */
export async function customerPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  void opts;
  await app.register(async () => {}, { prefix: '/customer/api/v1' });
}
