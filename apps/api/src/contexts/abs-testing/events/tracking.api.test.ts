import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, createTestReplica, type TestApp } from '../../../test/test-app.ts';
import { createMemoryLimiter, type RateLimiter } from '../../../platform/http/rate-limiter.ts';

const BASE = '/abs-testing/api/v1';
const TRACK = '/api/ab-test/track';
const BATCH = '/api/ab-test/track/batch';

describe('event tracking', { timeout: 120_000 }, () => {
  let t: TestApp;
  let replica: FastifyInstance;
  const customerId = randomUUID();
  let consoleAuth: { authorization: string };
  let machineAuth: { authorization: string };
  let strangerAuth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    replica = await createTestReplica(t);
    consoleAuth = { authorization: `Bearer ${await t.tokens.signConsole(customerId)}` };
    machineAuth = {
      authorization: `Bearer ${await t.tokens.signMachine(customerId, randomUUID(), randomUUID(), 'abs-testing')}`,
    };
    const stranger = randomUUID();
    strangerAuth = {
      authorization: `Bearer ${await t.tokens.signMachine(stranger, randomUUID(), randomUUID(), 'abs-testing')}`,
    };
  }, 120_000);

  afterAll(async () => {
    await replica.close();
    await t.close();
  }, 60_000);

  const createTest = async (abTestName: string, metrics: object[], variantDtoList?: object[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test`,
      headers: consoleAuth,
      payload: {
        abTestName,
        variantDtoList: variantDtoList ?? [
          { variantName: 'CONTROL', percentage: 50 },
          { variantName: 'TREATMENT', percentage: 50 },
        ],
        metrics,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const assign = async (abTestName: string, userId: string, app = t.app) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/ab-test/get-or-assign',
        headers: machineAuth,
        payload: { abTestName, userId },
      })
    ).json().variantName as string | null;
  const track = (payload: object, headers: object = machineAuth, app = t.app) =>
    app.inject({ method: 'POST', url: TRACK, headers: { ...headers }, payload });
  const batch = (events: unknown[], app = t.app) =>
    app.inject({ method: 'POST', url: BATCH, headers: machineAuth, payload: { events } });
  const results = async (name: string) =>
    (await t.app.inject({ url: `${BASE}/ab-test/${name}/results`, headers: consoleAuth })).json();

  it('needs a machine token of the abs-testing audience', async () => {
    await createTest('TRACK_GUARDED', [{ name: 'purchase', kind: 'CONVERSION' }]);
    const event = { abTestName: 'TRACK_GUARDED', userId: 'u1', metric: 'purchase' };
    expect((await track(event, {})).statusCode).toBe(401);
    expect((await track(event, consoleAuth)).statusCode).toBe(401);
    const toggles = await t.tokens.signMachine(customerId, randomUUID(), randomUUID(), 'feature-toggle');
    const res = await track(event, { authorization: `Bearer ${toggles}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, validationErrors: [] });
    const batchRes = await t.app.inject({ method: 'POST', url: BATCH, payload: { events: [event] } });
    expect(batchRes.statusCode).toBe(401);
  });

  it('accepts an event with 202, attributed when the user was assigned, and counts it once per user', async () => {
    await createTest('TRACKED', [{ name: 'checkout.completed', kind: 'CONVERSION' }]);
    const variant = await assign('TRACKED', 'buyer-1');
    const first = await track({ abTestName: 'TRACKED', userId: 'buyer-1', metric: 'checkout.completed' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: true, attributed: true });
    // A second conversion of the same user: still one converted user.
    await track({ abTestName: 'TRACKED', userId: 'buyer-1', metric: 'checkout.completed' });
    const stranger = await track({ abTestName: 'TRACKED', userId: 'never-assigned', metric: 'checkout.completed' });
    expect(stranger.json()).toEqual({ accepted: true, attributed: false });
    const metric = (await results('TRACKED')).metrics[0];
    expect(metric).toMatchObject({
      name: 'checkout.completed',
      kind: 'CONVERSION',
      role: 'PRIMARY',
      control: 'CONTROL',
    });
    expect(metric.unattributedEvents).toBe(1);
    const row = metric.variants.find((v: { variantName: string }) => v.variantName === variant);
    expect(row).toMatchObject({ users: 1, conversions: 1, rate: 1 });
  });

  it('answers 404 for an unknown test and for another customer’s test, 400 for an unknown metric', async () => {
    await createTest('MINE', [{ name: 'purchase', kind: 'CONVERSION' }]);
    const unknown = await track({ abTestName: 'NOT_THERE', userId: 'u', metric: 'purchase' });
    expect(unknown.statusCode).toBe(404);
    const foreign = await track({ abTestName: 'MINE', userId: 'u', metric: 'purchase' }, strangerAuth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const metric = await track({ abTestName: 'MINE', userId: 'u', metric: 'refund' });
    expect(metric.statusCode).toBe(400);
    expect(metric.json()).toMatchObject({
      status: 400,
      validationErrors: [{ field: 'metric', message: "Unknown metric 'refund' for AB Test 'MINE'" }],
    });
  });

  it('refuses malformed events with the 400 envelope', async () => {
    await createTest('STRICT', [{ name: 'revenue', kind: 'VALUE' }]);
    const base = { abTestName: 'STRICT', userId: 'u', metric: 'revenue' };
    const cases: [object, string][] = [
      [{ ...base, userId: '' }, 'userId'],
      [{ ...base, userId: 'x'.repeat(257) }, 'userId'],
      [{ ...base, metric: 'bad name!' }, 'metric'],
      [{ ...base, value: 'ten' }, 'value'],
      [{ ...base, value: 2e12 }, 'value'],
      [{ ...base, eventId: '' }, 'eventId'],
      [{ ...base, timestamp: 'yesterday' }, 'timestamp'],
      [{ ...base, timestamp: new Date(Date.now() + 3_600_000).toISOString() }, 'timestamp'],
      [{ ...base, timestamp: new Date(Date.now() - 40 * 86_400_000).toISOString() }, 'timestamp'],
      [{ abTestName: 'STRICT', userId: 'u' }, 'metric'],
    ];
    for (const [payload, field] of cases) {
      const res = await track(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().validationErrors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: TRACK,
      headers: { ...machineAuth, 'content-type': 'application/json' },
      payload: '{"abTestName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 400, message: 'Malformed JSON body' });
  });

  it('counts a retried eventId once, also when the retry races the original on another replica', async () => {
    await createTest('IDEMPOTENT', [{ name: 'revenue', kind: 'VALUE' }]);
    const variant = await assign('IDEMPOTENT', 'payer');
    const event = { abTestName: 'IDEMPOTENT', userId: 'payer', metric: 'revenue', value: 25.5, eventId: 'order-1' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => track(event, machineAuth, i % 2 ? replica : t.app)),
    );
    expect(answers.every((a) => a.statusCode === 202 && a.json().attributed === true)).toBe(true);
    await track({ ...event, eventId: 'order-2', value: 4.5 });
    const row = (await results('IDEMPOTENT')).metrics[0].variants.find(
      (v: { variantName: string }) => v.variantName === variant,
    );
    expect(row).toMatchObject({ users: 1, mean: 30 });
  });

  it('answers one result per event of a batch, accepting the valid ones (partial success)', async () => {
    await createTest('BATCHED', [{ name: 'purchase', kind: 'CONVERSION' }]);
    await createTest('OTHER', [{ name: 'signup', kind: 'CONVERSION' }]);
    await assign('BATCHED', 'b1');
    const res = await batch([
      { abTestName: 'BATCHED', userId: 'b1', metric: 'purchase', eventId: 'e1' },
      { abTestName: 'BATCHED', userId: 'nobody', metric: 'purchase' },
      { abTestName: 'BATCHED', userId: 'b1', metric: 'signup' },
      { abTestName: 'NOPE', userId: 'b1', metric: 'purchase' },
      { abTestName: 'BATCHED', metric: 'purchase' },
      42,
      { abTestName: 'BATCHED', userId: 'b1', metric: 'purchase', eventId: 'e1' },
    ]);
    expect(res.statusCode).toBe(202);
    expect(res.json().results).toEqual([
      { index: 0, accepted: true, attributed: true },
      { index: 1, accepted: true, attributed: false },
      { index: 2, accepted: false, error: "Unknown metric 'signup' for AB Test 'BATCHED'" },
      { index: 3, accepted: false, error: 'AB Test not found' },
      { index: 4, accepted: false, error: expect.stringMatching(/^userId: /) },
      { index: 5, accepted: false, error: expect.any(String) },
      { index: 6, accepted: true, attributed: true },
    ]);
    const metric = (await results('BATCHED')).metrics[0];
    expect(metric.unattributedEvents).toBe(1);
    expect(metric.variants.reduce((s: number, v: { conversions: number }) => s + v.conversions, 0)).toBe(1);
  });

  it('takes 1000 events of ordinary size in one batch, and refuses 1001 or an oversized body', async () => {
    await createTest('BULK', [{ name: 'checkout.completed', kind: 'CONVERSION' }]);
    const events = Array.from({ length: 1000 }, () => ({
      abTestName: 'BULK',
      userId: randomUUID(),
      metric: 'checkout.completed',
      value: 129.99,
      eventId: randomUUID(),
      timestamp: new Date().toISOString(),
    }));
    const res = await batch(events);
    expect(res.statusCode).toBe(202);
    expect(res.json().results).toHaveLength(1000);
    expect(res.json().results.every((r: { accepted: boolean }) => r.accepted)).toBe(true);
    expect((await results('BULK')).metrics[0].unattributedEvents).toBe(1000);
    const tooMany = await batch([...events, events[0]]);
    expect(tooMany.statusCode).toBe(400);
    expect((await batch([])).statusCode).toBe(400);
    const huge = events.map((e) => ({ ...e, userId: 'x'.repeat(256), eventId: 'y'.repeat(128), pad: 'z'.repeat(600) }));
    const tooLarge = await batch(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ status: 413 });
    // Only the batch route is raised: a single event keeps the default limit.
    const single = await track({
      abTestName: 'BULK',
      userId: 'u',
      metric: 'checkout.completed',
      pad: 'p'.repeat(20_000),
    });
    expect(single.statusCode).toBe(413);
  });

  it('keeps exact counters when two replicas record the same users concurrently', async () => {
    await createTest('CONCURRENT', [
      { name: 'purchase', kind: 'CONVERSION' },
      { name: 'revenue', kind: 'VALUE', role: 'SECONDARY' },
    ]);
    const users = Array.from({ length: 40 }, (_, i) => `c-${i}`);
    const variants = new Map<string, string | null>();
    for (const u of users) variants.set(u, await assign('CONCURRENT', u));
    // Every user buys 5 times for 2 each, through both replicas at once, single and batched.
    await Promise.all(
      users.flatMap((u, i) =>
        Array.from({ length: 5 }, (_, k) => {
          const app = (i + k) % 2 ? replica : t.app;
          const purchase = { abTestName: 'CONCURRENT', userId: u, metric: 'purchase' };
          const revenue = { abTestName: 'CONCURRENT', userId: u, metric: 'revenue', value: 2 };
          return k % 2
            ? batch([purchase, revenue], app)
            : Promise.all([track(purchase, machineAuth, app), track(revenue, machineAuth, app)]);
        }),
      ),
    );
    const body = await results('CONCURRENT');
    for (const metric of body.metrics) {
      for (const row of metric.variants) {
        const expectedUsers = users.filter((u) => variants.get(u) === row.variantName).length;
        expect(row.users).toBe(expectedUsers);
        if (metric.name === 'purchase') expect(row.conversions).toBe(expectedUsers);
        // Each user's total is 10: the mean is exactly 10 and the sum of squares holds (variance 0, no p-value).
        else if (expectedUsers > 0) expect(row.mean).toBeCloseTo(10, 9);
      }
    }
    const [control, treatment] = body.metrics[1].variants;
    expect(control.variantName).toBe('CONTROL');
    if (control.users > 1 && treatment.users > 1) expect(treatment.pValue).toBeNull();
  });

  it('is listed in the OpenAPI document at /docs', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(doc.paths['/api/ab-test/track'].post).toBeDefined();
    expect(doc.paths['/api/ab-test/track/batch'].post).toBeDefined();
    expect(doc.paths['/abs-testing/api/v1/ab-test/{abTestName}/results/timeline'].get).toBeDefined();
    expect(Object.keys(doc.paths['/api/ab-test/track'].post.responses)).toContain('202');
  });
});

describe('event tracking rate limit', { timeout: 120_000 }, () => {
  it('answers 429 with Retry-After per machine client, other clients unaffected', async () => {
    // The real limits are thousands a minute; this limiter scales the tracking ones down to 3 to reach them.
    const memory = createMemoryLimiter();
    const limiter: RateLimiter = {
      ...memory,
      hit: (key, limit, windowMs) => memory.hit(key, key.startsWith('ab-track') ? 3 : limit, windowMs),
    };
    const t = await createTestApp({}, { limiter });
    try {
      const customerId = randomUUID();
      const consoleAuth = { authorization: `Bearer ${await t.tokens.signConsole(customerId)}` };
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/ab-test`,
        headers: consoleAuth,
        payload: {
          abTestName: 'LIMITED',
          variantDtoList: [{ variantName: 'A', percentage: 100 }],
          metrics: [{ name: 'purchase', kind: 'CONVERSION' }],
        },
      });
      const machine = async (clientId: string) => ({
        authorization: `Bearer ${await t.tokens.signMachine(customerId, clientId, randomUUID(), 'abs-testing')}`,
      });
      const busy = await machine('busy-client');
      const payload = { abTestName: 'LIMITED', userId: 'u', metric: 'purchase' };
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await t.app.inject({ method: 'POST', url: TRACK, headers: busy, payload })).statusCode);
      expect(codes).toEqual([202, 202, 202, 429]);
      const limited = await t.app.inject({ method: 'POST', url: TRACK, headers: busy, payload });
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json()).toMatchObject({ status: 429, validationErrors: [] });
      // Batches count on their own budget; another client of the same customer has its own.
      const batch = await t.app.inject({ method: 'POST', url: BATCH, headers: busy, payload: { events: [payload] } });
      expect(batch.statusCode).toBe(202);
      const other = await t.app.inject({ method: 'POST', url: TRACK, headers: await machine('quiet-client'), payload });
      expect(other.statusCode).toBe(202);
    } finally {
      await t.close();
    }
  });
});
