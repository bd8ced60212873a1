import type { FastifyInstance } from 'fastify';
import { refuseWhileDraining, trackDraining } from './drain.ts';
import { applySecurityHeaders } from './security.ts';

/**
 * The one app-wide onRequest hook: strict security headers on every answer (the drain's 503 included), then the
 * refusal while the server drains. One hook rather than one per concern: each hook is a step of Fastify's hook
 * runner on every request, the machine endpoints' included (ADR 091, third addendum). A callback hook, so
 * no promise per request either.
 */
export function registerRequestHook(app: FastifyInstance) {
  const drain = trackDraining(app);
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request, reply);
    if (drain.draining) return refuseWhileDraining(reply);
    done();
  });
}
