import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../../platform/deps.ts';

export async function compareModelsPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  void app;
  void opts;
}
