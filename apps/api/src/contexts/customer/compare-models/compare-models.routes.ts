import type { FastifyInstance } from 'fastify';
import { askRoute, listModelsRoute, streamRoute } from '@app/contracts/customer/compare-models';
import { addRoute } from '../../../platform/http/route.ts';
import { ipLimit, type RateLimiter } from '../../../platform/http/rate-limiter.ts';
import type { CompareModelsService } from './compare-models.service.ts';
import { sse } from '../../../platform/http/sse.ts';

/** Per client IP: a few questions a minute and a daily cap, on top of the global daily budget. */
export const PER_MINUTE = 20;
export const PER_DAY = 200;

export function compareModelsRoutes(app: FastifyInstance, service: CompareModelsService, limiter: RateLimiter) {
  const limits = [
    ipLimit(limiter, 'compare-models:minute', PER_MINUTE, 60_000),
    ipLimit(limiter, 'compare-models:day', PER_DAY, 86_400_000),
  ];
  const tags = ['compare-models'];

  addRoute(app, listModelsRoute, { tags }, async () => ({ models: service.listModels() }));

  addRoute(app, askRoute, { tags, preHandler: limits, noStore: true }, async ({ body }) => service.ask(body.question));

  addRoute(
    app,
    streamRoute,
    { tags, preHandler: limits, noStore: true, produces: 'text/event-stream' },
    async ({ body, reply }) => {
      const run = await service.openStream(body.question, body.modelNames);
      // A reader who leaves aborts every model call still running: nobody pays for answers no one reads.
      return sse(reply, async (channel) => {
        await run((event) => channel.send({ event: event.type, data: event }), channel.signal);
        channel.close();
      });
    },
  );
}
