import type { FastifyInstance } from 'fastify';
import { trackBatchRoute, trackRoute } from '@app/contracts/abs-testing/tracking';
import { addRoute } from '../../../platform/http/route.ts';
import { clientLimit, type RateLimiter } from '../../../platform/http/rate-limiter.ts';
import { requireMachine, type MachineTokenRevocations } from '../../../platform/auth/guards.ts';
import type { TokenService } from '../../../platform/auth/tokens.ts';
import type { TrackingService } from './tracking.service.ts';
import { parseBatchItems, toBatchResults } from './tracking-mapping.ts';

/**
 * Per machine client and minute (ADR 094): 5 000 single events a second, or 500 batches (500 000 events) a second.
 * Far above what a healthy backend sends and what one replica writes; they stop a runaway loop, not a busy customer.
 */
export const TRACK_RATE_LIMIT = { limit: 300_000, windowMs: 60_000 };
export const TRACK_BATCH_RATE_LIMIT = { limit: 30_000, windowMs: 60_000 };

/**
 * 1000 events of the largest size the schema allows (~620 bytes: 64-character test and metric names, a 256-character
 * user id, a 128-character event id, a value and a timestamp) fit; the default 16 KiB holds about 60 ordinary ones.
 */
export const TRACK_BATCH_BODY_LIMIT = 1024 * 1024;

export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: {
    tokens: TokenService;
    revocations: MachineTokenRevocations;
    limiter: RateLimiter;
    now: () => number;
    service: TrackingService;
  },
) {
  const { tokens, revocations, limiter, now, service } = deps;
  const guard = requireMachine(tokens, 'abs-testing', revocations, now);
  const options = { tags: ['abs-testing'], security: 'bearer' as const, status: 202, trustedResponse: true };

  addRoute(
    app,
    trackRoute,
    {
      ...options,
      preHandler: [guard, clientLimit(limiter, 'ab-track', TRACK_RATE_LIMIT.limit, TRACK_RATE_LIMIT.windowMs)],
    },
    async ({ request, body }) => ({ accepted: true as const, ...(await service.trackOne(request.customerId!, body)) }),
  );

  addRoute(
    app,
    trackBatchRoute,
    {
      ...options,
      bodyLimit: TRACK_BATCH_BODY_LIMIT,
      preHandler: [
        guard,
        clientLimit(limiter, 'ab-track-batch', TRACK_BATCH_RATE_LIMIT.limit, TRACK_BATCH_RATE_LIMIT.windowMs),
      ],
    },
    async ({ request, body }) => ({
      results: toBatchResults(await service.trackMany(request.customerId!, parseBatchItems(body.events))),
    }),
  );
}
