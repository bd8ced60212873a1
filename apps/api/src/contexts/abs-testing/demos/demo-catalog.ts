import type { DemoType } from '@app/contracts/abs-testing/demo';

/** The system account that owns the public demo tests (seeded by migrations/002-demo-tests.sql). */
export const DEMO_CUSTOMER_ID = '00000000-0000-4000-8000-00000000de70';

/** SPEC §3: demo test names equal the result types. */
export const DEMO_TEST_NAME: Record<DemoType, string> = {
  MARKET_PLACE_CHECKOUT: 'MARKET_PLACE_CHECKOUT',
  CLIENT_AUTHENTICATION: 'CLIENT_AUTHENTICATION',
};

export const BREAKDOWN_LIMIT = 100;

/** The marketplace demo's conversion metric (seeded by migrations/003-metrics-and-events.sql). */
export const PURCHASE_METRIC = 'purchase';
