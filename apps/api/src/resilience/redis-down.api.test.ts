import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Redis unreachable: rate limits fall back to each replica's memory; nothing answers 5xx. */
describe('Redis down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens there, every connection is refused at once.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { limiter: undefined });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps serving and keeps limiting from memory', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/customer/api/v1/public/contact',
        remoteAddress: '192.0.2.10',
        payload: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          subject: 'Pricing',
          message: `Hello ${i}`,
        },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
    }
    expect(
      statuses.every((s) => s < 500),
      statuses.join(','),
    ).toBe(true);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
  });
});
