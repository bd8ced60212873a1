import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@app/contracts/common/route';
import type { Db } from '../db/db.ts';
import { serviceUnavailable } from '../errors.ts';
import { metricsRegistry } from './metrics.ts';
import { addRoute, replyWith } from './route.ts';

const READY_TIMEOUT_MS = 1500;
const statusSchema = z.object({ status: z.literal('ok'), database: z.literal('up').optional() });

const livezRoute = defineRoute({ method: 'GET', path: '/livez', response: statusSchema });
const readyzRoute = defineRoute({ method: 'GET', path: '/readyz', response: statusSchema });
const metricsRoute = defineRoute({ method: 'GET', path: '/metrics', response: z.string() });

/** Probes and Prometheus metrics (docs/operations.md): hidden from the API reference, not logged per request. */
export function registerHealthRoutes(app: FastifyInstance, db: Db) {
  addRoute(app, livezRoute, { hidden: true }, async () => ({ status: 'ok' as const }));

  // Through the same guarded pool as every request (ADR 077): 200 only when the database would serve a write path.
  addRoute(app, readyzRoute, { hidden: true }, async () => {
    try {
      await withTimeout(db.ping(), READY_TIMEOUT_MS);
    } catch {
      throw serviceUnavailable('Database unavailable');
    }
    return { status: 'ok' as const, database: 'up' as const };
  });

  addRoute(app, metricsRoute, { hidden: true }, async () =>
    replyWith(200, await metricsRegistry.metrics(), { 'content-type': metricsRegistry.contentType }),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
