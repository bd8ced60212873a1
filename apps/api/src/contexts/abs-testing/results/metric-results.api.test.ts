import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { compareConversions, compareValues } from '../statistics/compare.ts';

const BASE = '/abs-testing/api/v1';

describe('metric results', { timeout: 120_000 }, () => {
  let t: TestApp;
  let consoleAuth: { authorization: string };
  let machineAuth: { authorization: string };
  let strangerAuth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    const customerId = randomUUID();
    consoleAuth = { authorization: `Bearer ${await t.tokens.signConsole(customerId)}` };
    strangerAuth = { authorization: `Bearer ${await t.tokens.signConsole(randomUUID())}` };
    machineAuth = {
      authorization: `Bearer ${await t.tokens.signMachine(customerId, randomUUID(), randomUUID(), 'abs-testing')}`,
    };
  }, 120_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const create = (abTestName: string) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test`,
      headers: consoleAuth,
      payload: {
        abTestName,
        variantDtoList: [
          { variantName: 'CONTROL', percentage: 50 },
          { variantName: 'TREATMENT', percentage: 50 },
        ],
        metrics: [
          { name: 'purchase', kind: 'CONVERSION' },
          { name: 'revenue', kind: 'VALUE' },
        ],
      },
    });
  const get = (url: string, headers = consoleAuth) => t.app.inject({ url: `${BASE}${url}`, headers });

  it('says there is no data yet for a fresh test', async () => {
    await create('FRESH');
    const body = (await get('/ab-test/FRESH/results')).json();
    expect(body.metrics).toHaveLength(2);
    expect(body.metrics[0]).toEqual({
      name: 'purchase',
      kind: 'CONVERSION',
      role: 'PRIMARY',
      control: 'CONTROL',
      enoughData: false,
      unattributedEvents: 0,
      variants: [
        { variantName: 'CONTROL', users: 0, conversions: 0 },
        {
          variantName: 'TREATMENT',
          users: 0,
          conversions: 0,
          uplift: null,
          ciLow: null,
          ciHigh: null,
          pValue: null,
          chanceToBeatControl: null,
        },
      ],
    });
    expect((await get('/ab-test/FRESH/results/timeline?metric=purchase')).json()).toEqual({
      metric: 'purchase',
      kind: 'CONVERSION',
      days: [],
    });
  });

  it('compares every variant with the control from what was tracked', async () => {
    await create('CHECKOUT');
    const users = Array.from({ length: 400 }, (_, i) => `user-${i}`);
    const assigned = new Map<string, string>();
    for (let i = 0; i < users.length; i += 100) {
      const answers = await Promise.all(
        users.slice(i, i + 100).map((userId) =>
          t.app.inject({
            method: 'POST',
            url: '/api/ab-test/get-or-assign',
            headers: machineAuth,
            payload: { abTestName: 'CHECKOUT', userId },
          }),
        ),
      );
      for (const a of answers) assigned.set(a.json().userId, a.json().variantName);
    }
    // Treatment users buy more often: every 3rd vs every 6th user index, for 10 + (index % 7).
    const buys = users.filter((u, i) => (assigned.get(u) === 'TREATMENT' ? i % 3 === 0 : i % 6 === 0));
    const events = buys.flatMap((userId) => {
      const value = 10 + (Number(userId.slice(5)) % 7);
      return [
        { abTestName: 'CHECKOUT', userId, metric: 'purchase' },
        { abTestName: 'CHECKOUT', userId, metric: 'revenue', value },
      ];
    });
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/ab-test/track/batch',
      headers: machineAuth,
      payload: { events },
    });
    expect(tracked.statusCode).toBe(202);

    const expected = (variant: string) => {
      const members = users.filter((u) => assigned.get(u) === variant);
      const bought = members.filter((u) => buys.includes(u));
      const values = bought.map((u) => 10 + (Number(u.slice(5)) % 7));
      return {
        users: members.length,
        conversions: bought.length,
        sum: values.reduce((s, v) => s + v, 0),
        sumSquares: values.reduce((s, v) => s + v * v, 0),
      };
    };
    const c = expected('CONTROL');
    const v = expected('TREATMENT');
    const body = (await get('/ab-test/CHECKOUT/results')).json();
    const [purchase, revenue] = body.metrics;
    expect(purchase.enoughData).toBe(true);
    expect(purchase.variants[0]).toEqual({
      variantName: 'CONTROL',
      users: c.users,
      conversions: c.conversions,
      rate: c.conversions / c.users,
    });
    const conversion = compareConversions(c, v);
    expect(purchase.variants[1]).toMatchObject({
      variantName: 'TREATMENT',
      users: v.users,
      conversions: v.conversions,
    });
    for (const [field, value] of Object.entries(conversion))
      expect(purchase.variants[1][field]).toBeCloseTo(value!, 12);
    expect(purchase.variants[1].pValue).toBeLessThan(0.05);
    expect(purchase.variants[1].chanceToBeatControl).toBeGreaterThan(0.95);
    expect(revenue.variants[0].mean).toBeCloseTo(c.sum / c.users, 12);
    const value = compareValues(c, v);
    for (const [field, figure] of Object.entries(value)) expect(revenue.variants[1][field]).toBeCloseTo(figure!, 9);

    const timeline = (await get('/ab-test/CHECKOUT/results/timeline?metric=purchase')).json();
    expect(timeline.days).toHaveLength(1);
    const [day] = timeline.days;
    expect(day.date).toBe(new Date().toISOString().slice(0, 10));
    const point = day.variants.find((p: { variantName: string }) => p.variantName === 'TREATMENT');
    expect(point).toMatchObject({ users: v.users, value: v.conversions / v.users });
    expect(point.low).toBeLessThan(point.value);
    expect(point.high).toBeGreaterThan(point.value);
  });

  it('answers from the counters alone: ten million events cost no more rows than a thousand', async () => {
    await create('HUGE');
    const [test] = await t.db.query<{ id: string }>("SELECT id FROM abs_testing.ab_test WHERE name = 'HUGE'");
    await t.db.query(
      `INSERT INTO abs_testing.ab_assignment_day (test_id, variant_name, day, users) VALUES
         ($1, 'CONTROL', '2026-11-01', 2500000), ($1, 'CONTROL', '2026-11-02', 2500000),
         ($1, 'TREATMENT', '2026-11-01', 2500000), ($1, 'TREATMENT', '2026-11-02', 2500000)`,
      [test!.id],
    );
    await t.db.query(
      `INSERT INTO abs_testing.ab_metric_day VALUES
         ($1, 'purchase', 'CONTROL', '2026-11-01', 100000, 100000, 100000),
         ($1, 'purchase', 'CONTROL', '2026-11-02', 150000, 150000, 150000),
         ($1, 'purchase', 'TREATMENT', '2026-11-02', 260000, 260000, 260000)`,
      [test!.id],
    );
    const purchase = (await get('/ab-test/HUGE/results')).json().metrics[0];
    expect(purchase.variants.map((v: { users: number; conversions: number }) => [v.users, v.conversions])).toEqual([
      [5_000_000, 250_000],
      [5_000_000, 260_000],
    ]);
    expect(purchase.variants[1].uplift).toBeCloseTo(0.04, 12);
    const timeline = (await get('/ab-test/HUGE/results/timeline?metric=purchase')).json();
    expect(timeline.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-01', '2026-11-02']);
    expect(timeline.days[0].variants).toMatchObject([
      { variantName: 'CONTROL', users: 2_500_000, value: 0.04 },
      { variantName: 'TREATMENT', users: 2_500_000, value: 0 },
    ]);
  });

  it('hides another customer’s results and refuses an unknown metric', async () => {
    await create('PRIVATE');
    expect((await get('/ab-test/PRIVATE/results', strangerAuth)).statusCode).toBe(404);
    expect((await get('/ab-test/PRIVATE/results/timeline?metric=purchase', strangerAuth)).statusCode).toBe(404);
    const unknown = await get('/ab-test/PRIVATE/results/timeline?metric=refund');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validationErrors[0].field).toBe('metric');
    expect((await get('/ab-test/PRIVATE/results/timeline')).statusCode).toBe(400);
  });
});
