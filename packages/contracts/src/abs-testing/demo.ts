import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';
import { trackResponseSchema } from './tracking.ts';

const BASE = '/abs-testing/api/v1/public';

export const DEMO_TYPES = ['MARKET_PLACE_CHECKOUT', 'CLIENT_AUTHENTICATION'] as const;
export const demoTypeSchema = z.enum(DEMO_TYPES);
export type DemoType = z.infer<typeof demoTypeSchema>;

/** SPEC §3: exactly one of the three is true. */
export const marketplaceDemoSchema = z.object({
  fasterCheckout: z.boolean(),
  oneClickCheckout: z.boolean(),
  defaultCheckout: z.boolean(),
});
export type MarketplaceDemo = z.infer<typeof marketplaceDemoSchema>;

/** SPEC §3: exactly one code is set (6 digits), the others null. */
export const accessCodeDemoSchema = z.object({
  smsAccessCode: z.string().nullable(),
  emailAccessCode: z.string().nullable(),
  authenticatorAccessCode: z.string().nullable(),
});
export type AccessCodeDemo = z.infer<typeof accessCodeDemoSchema>;

export const demoResultSchema = z.object({
  abTestResponseDto: z.object({
    abTestName: z.string(),
    variantDtoList: z.array(z.object({ variantName: z.string(), percentage: z.number() })),
  }),
  abTestDataCountDtoList: z.array(z.object({ variant: z.string(), count: z.number().int() })),
  abTestDataResponseDtoList: z.array(z.object({ variant: z.string(), userId: z.string() })),
  /**
   * Beyond SPEC: purchases per variant of the marketplace demo (issue 20), next to the counts above; empty for a demo
   * without a conversion metric.
   */
  abTestConversionDtoList: z.array(
    z.object({
      variant: z.string(),
      users: z.number().int(),
      conversions: z.number().int(),
      conversionRate: z.number(),
    }),
  ),
});
export type DemoResult = z.infer<typeof demoResultSchema>;

const typeParams = z.object({ type: demoTypeSchema });

export const marketplaceDemoRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/market-place-demo`,
  response: marketplaceDemoSchema,
  summary: 'Assign a fresh demo user to the marketplace checkout test',
});

export const accessCodeDemoRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/access-code-demo`,
  response: accessCodeDemoSchema,
  summary: 'Assign a fresh demo user to the client authentication test and issue its code',
});

/** The demo visitor (the user of the latest preview, kept in a cookie) buys: one purchase conversion at most. */
export const marketplacePurchaseRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/market-place-demo/purchase`,
  response: trackResponseSchema,
  summary: 'Track a purchase of the current marketplace demo visitor (set by the latest preview)',
});

export const demoResultRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/result-demo/:type`,
  params: typeParams,
  response: demoResultSchema,
  summary: 'Demo test, counts per variant and the latest 100 users',
});

export const demoResetRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/result-demo/:type/reset`,
  params: typeParams,
  response: messageResponseSchema,
  summary: 'Empty the counts and breakdown of a demo test',
});
