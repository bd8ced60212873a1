import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toggleStreamRoute } from '@app/contracts/feature-toggle/toggle-stream';
import { bearerToken } from '../../../platform/auth/guards.ts';
import type { PlatformDeps } from '../../../platform/deps.ts';
import { tooManyRequests, unauthorized } from '../../../platform/errors.ts';
import { addRoute } from '../../../platform/http/route.ts';
import { sse } from '../../../platform/http/sse.ts';
import type { ToggleStreamHub } from './toggle-stream-hub.ts';

const RETRY_MS = 3_000;

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

export function registerToggleStreamRoutes(app: FastifyInstance, deps: PlatformDeps, hub: ToggleStreamHub) {
  addRoute(
    app,
    toggleStreamRoute,
    {
      preHandler: streamGuard(deps),
      tags: ['feature-toggle'],
      security: 'bearer',
      produces: 'text/event-stream',
    },
    async ({ request, reply }) => {
      const customerId = request.customerId!;
      if (!hub.hasRoom(customerId)) throw tooManyRequests(30, 'Too many open toggle streams');
      return sse(reply, (channel) => hub.add(customerId, channel), { retryMs: RETRY_MS });
    },
  );
}
