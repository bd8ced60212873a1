import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/abs-testing/api/v1';

describe('results of a customer test', { timeout: 300_000 }, () => {
  let t: TestApp;
  let consoleAuth: { authorization: string };
  let machineAuth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    const customerId = randomUUID();
    consoleAuth = { authorization: `Bearer ${await t.tokens.signConsole(customerId)}` };
    machineAuth = {
      authorization: `Bearer ${await t.tokens.signMachine(customerId, randomUUID(), randomUUID(), 'abs-testing')}`,
    };
  }, 120_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  it('splits 10 000 users within 1.5 points of 10/30/60 and finds no sample-ratio mismatch', async () => {
    const variantDtoList = [
      { variantName: 'APP_FLOW', percentage: 10 },
      { variantName: 'SMS_FLOW', percentage: 30 },
      { variantName: 'EMAIL_FLOW', percentage: 60 },
    ];
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test`,
      headers: consoleAuth,
      payload: { abTestName: 'SPLIT', variantDtoList },
    });
    // A starved machine may answer a call 503 with Retry-After (the database deadline); a client retries it.
    const assign = async (userId: string): Promise<number> => {
      for (;;) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/ab-test/get-or-assign',
          headers: machineAuth,
          payload: { abTestName: 'SPLIT', userId },
        });
        if (res.statusCode !== 503) return res.statusCode;
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    };
    for (let start = 0; start < 10_000; start += 500) {
      const statuses = await Promise.all(Array.from({ length: 500 }, (_, i) => assign(`user-${start + i}`)));
      expect(statuses).toEqual(Array(500).fill(200));
    }
    const res = await t.app.inject({ url: `${BASE}/ab-test/SPLIT/results`, headers: consoleAuth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      abTestName: 'SPLIT',
      abTestStatus: 'ENABLED',
      totalAssignments: 10_000,
      notEnrolledPercentage: 0,
    });
    for (const v of body.variants) {
      expect(Math.abs(v.realisedPercentage - v.configuredPercentage)).toBeLessThanOrEqual(1.5);
    }
    expect(body.srm).toMatchObject({ degreesOfFreedom: 2, mismatch: false, threshold: 0.001 });
  });

  it('shows a variant removed by an edit with a configured share of 0', async () => {
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test`,
      headers: consoleAuth,
      payload: { abTestName: 'EDITED', variantDtoList: [{ variantName: 'OLD', percentage: 100 }] },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/ab-test/get-or-assign',
      headers: machineAuth,
      payload: { abTestName: 'EDITED', userId: 'u1' },
    });
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test/EDITED`,
      headers: consoleAuth,
      payload: { abTestName: 'EDITED', variantDtoList: [{ variantName: 'NEW', percentage: 50 }] },
    });
    const body = (await t.app.inject({ url: `${BASE}/ab-test/EDITED/results`, headers: consoleAuth })).json();
    expect(body.notEnrolledPercentage).toBe(50);
    expect(body.variants).toEqual([
      expect.objectContaining({ variantName: 'NEW', configuredPercentage: 50, assignments: 0 }),
      expect.objectContaining({ variantName: 'OLD', configuredPercentage: 0, assignments: 1, realisedPercentage: 100 }),
    ]);
    expect(body.srm).toBeNull();
  });
});
