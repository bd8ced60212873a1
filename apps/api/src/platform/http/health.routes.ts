import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { metricsRegistry } from './metrics.ts';

const READY_TIMEOUT_MS = 1500;

export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await withTimeout(opts.db.ping(), READY_TIMEOUT_MS);
      return { status: 'ok', database: 'up' };
    } catch {
      reply.code(503).header('retry-after', '5');
      return { status: 503, message: 'Database unavailable', validationErrors: [] };
    }
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => { clearTimeout(timer); resolve(v); },
      (e: unknown) => { clearTimeout(timer); reject(e); },
    );
  });
}
