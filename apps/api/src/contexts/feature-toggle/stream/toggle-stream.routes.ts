import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toggleStreamRoute } from '@app/contracts/feature-toggle/toggle-stream';
import { bearerToken } from '../../../platform/auth/guards.ts';
import type { PlatformDeps } from '../../../platform/deps.ts';
import { tooManyRequests, unauthorized } from '../../../platform/errors.ts';
import type { ToggleStreamHub } from './toggle-stream-hub.ts';

/** Either token a customer holds may listen: the console's, or a `feature-toggle` machine token of their app. */
function streamGuard(deps: PlatformDeps) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const console = await deps.tokens.verifyConsole(token);
    if (console) {
      request.customerId = console.customerId;
      return;
    }
    const machine = await deps.tokens.verifyMachine(token, 'feature-toggle');
    if (!machine || deps.revocations.isRevoked(machine.secretId)) throw unauthorized('Invalid or expired token');
    request.customerId = machine.customerId;
    request.machine = machine;
  };
}

export async function toggleStreamRoutes(app: FastifyInstance, opts: { deps: PlatformDeps; hub: ToggleStreamHub }) {
  const { hub } = opts;
  app.route({
    method: toggleStreamRoute.method,
    url: toggleStreamRoute.path,
    schema: { summary: toggleStreamRoute.summary, tags: ['feature-toggle'], security: [{ bearer: [] }] },
    onRequest: streamGuard(opts.deps),
    handler: async (request, reply) => {
      const customerId = request.customerId!;
      if (!hub.hasRoom(customerId)) throw tooManyRequests(30, 'Too many open toggle streams');
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      hub.add(customerId, res);
    },
  });
}
