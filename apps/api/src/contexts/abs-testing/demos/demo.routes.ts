import type { FastifyInstance } from 'fastify';
import {
  accessCodeDemoRoute,
  demoResetRoute,
  demoResultRoute,
  marketplaceDemoRoute,
  marketplacePurchaseRoute,
} from '@app/contracts/abs-testing/demo';
import { addRoute } from '../../../platform/http/route.ts';
import { ipLimit, type RateLimiter } from '../../../platform/http/rate-limiter.ts';
import type { DemoService } from './demo.service.ts';
import { rememberVisitor, visitorOf } from './demo-visitor.ts';
import { toAccessCodeDemo, toDemoResult, toMarketplaceDemo } from './demo-mapping.ts';

export const DEMO_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

/** Public demo endpoints (SPEC §7), limited per client IP since every preview writes a row. */
export function registerDemoRoutes(app: FastifyInstance, limiter: RateLimiter, service: DemoService) {
  const options = {
    preHandler: ipLimit(limiter, 'ab-demo', DEMO_RATE_LIMIT.limit, DEMO_RATE_LIMIT.windowMs),
    tags: ['abs-testing demos'],
    noStore: true,
  };
  addRoute(app, marketplaceDemoRoute, options, async ({ request, reply }) => {
    const { checkout, userId } = await service.marketplace();
    rememberVisitor(request, reply, userId);
    return toMarketplaceDemo(checkout);
  });
  addRoute(app, marketplacePurchaseRoute, { ...options, status: 202 }, async ({ request }) => ({
    accepted: true as const,
    ...(await service.purchase(visitorOf(request))),
  }));
  addRoute(app, accessCodeDemoRoute, options, async () => toAccessCodeDemo(await service.accessCode()));
  addRoute(app, demoResultRoute, options, async ({ params }) => toDemoResult(await service.summaryOf(params.type)));
  addRoute(app, demoResetRoute, options, async ({ params }) => {
    await service.reset(params.type);
    return { message: 'Demo results reset.' };
  });
}
