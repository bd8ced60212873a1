import { randomUUID } from 'node:crypto';
import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createToggle, evaluate, newCustomer, type Customer } from '../test/toggle-test-kit.ts';

// Boots a database per file; on a loaded two-core machine that can take longer than Vitest's defaults.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let alice: Customer;
let bob: Customer;
const NOW = Date.parse('2030-01-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  alice = await newCustomer(t);
  bob = await newCustomer(t);
  await createToggle(t, alice, 'simple', { toggleName: 'ON', enabled: true });
  await createToggle(t, alice, 'simple', { toggleName: 'OFF', enabled: false });
  await createToggle(t, alice, 'date', { toggleName: 'PAST', toggleDate: '2029-12-31T00:00:00Z' });
  await createToggle(t, alice, 'date', { toggleName: 'FUTURE', toggleDate: '2030-01-01T12:00:01Z' });
  await createToggle(t, alice, 'variable', { toggleName: 'VIP', variables: ['ALICE', 'BOB'] });
  await createToggle(t, alice, 'pattern', { toggleName: 'STAFF', togglePattern: '^[a-z]+@example\\.com$' });
}, 60_000);
afterAll(() => t?.close(), 60_000);

describe('OFREP single evaluation', () => {
  it.each([
    ['ON', undefined, { value: true, variant: 'on', reason: 'STATIC' }],
    ['OFF', undefined, { value: false, variant: 'off', reason: 'DISABLED' }],
    ['PAST', undefined, { value: true, variant: 'on', reason: 'TARGETING_MATCH' }],
    ['FUTURE', undefined, { value: false, variant: 'off', reason: 'DEFAULT' }],
    ['VIP', { targetingKey: 'bob' }, { value: true, variant: 'on', reason: 'TARGETING_MATCH' }],
    ['VIP', { targetingKey: 'carol' }, { value: false, variant: 'off', reason: 'DEFAULT' }],
    ['VIP', { targetingKey: 'carol', variable: 'Alice' }, { value: true, variant: 'on', reason: 'TARGETING_MATCH' }],
    ['STAFF', { targetingKey: 'jane@example.com' }, { value: true, variant: 'on', reason: 'TARGETING_MATCH' }],
    ['STAFF', { targetingKey: 'jane@example.org' }, { value: false, variant: 'off', reason: 'DEFAULT' }],
  ])('%s with %j', async (key, context, expected) => {
    const res = await evaluate(t, alice, key, context);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key, ...expected, metadata: { toggleType: expect.any(String) } });
  });

  it("answers FLAG_NOT_FOUND (404) for an unknown key and for another customer's toggle", async () => {
    expect(await evaluate(t, alice, 'NOPE')).toMatchObject({
      status: 404,
      body: {
        key: 'NOPE',
        errorCode: 'FLAG_NOT_FOUND',
        status: 404,
        message: expect.any(String),
        validationErrors: [],
      },
    });
    expect(await evaluate(t, bob, 'ON')).toMatchObject({
      status: 404,
      body: { key: 'ON', errorCode: 'FLAG_NOT_FOUND' },
    });
  });

  it('answers TARGETING_KEY_MISSING (400) when a kind needs a key', async () => {
    expect(await evaluate(t, alice, 'VIP', {})).toMatchObject({
      status: 400,
      body: { key: 'VIP', errorCode: 'TARGETING_KEY_MISSING' },
    });
    expect(await evaluate(t, alice, 'STAFF')).toMatchObject({
      status: 400,
      body: { key: 'STAFF', errorCode: 'TARGETING_KEY_MISSING' },
    });
  });

  it('answers INVALID_CONTEXT and PARSE_ERROR (400) in the OFREP shape', async () => {
    expect(await evaluate(t, alice, 'ON', { targetingKey: 7 })).toMatchObject({
      status: 400,
      body: { key: 'ON', errorCode: 'INVALID_CONTEXT' },
    });
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/ofrep/v1/evaluate/flags/ON',
      headers: alice.machine,
      payload: { context: 'x' },
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toMatchObject({ key: 'ON', errorCode: 'INVALID_CONTEXT' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/ofrep/v1/evaluate/flags/ON',
      headers: { ...alice.machine, 'content-type': 'application/json' },
      payload: '{"context":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ key: 'ON', errorCode: 'PARSE_ERROR' });
  });

  it('accepts an empty body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ofrep/v1/evaluate/flags/ON',
      headers: { ...alice.machine, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: true });
  });

  it('needs a feature-toggle machine token', async () => {
    const url = '/ofrep/v1/evaluate/flags/ON';
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    const strangerWithBadJson = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(strangerWithBadJson.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: alice.console, payload: {} })).statusCode).toBe(401);
    const abToken = await t.tokens.signMachine(alice.id, 'c', randomUUID(), 'abs-testing');
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${abToken}` }, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a remembered token once its secret is revoked', async () => {
    const secretId = randomUUID();
    const headers = {
      authorization: `Bearer ${await t.tokens.signMachine(alice.id, 'c', secretId, 'feature-toggle')}`,
    };
    const call = () => t.app.inject({ method: 'POST', url: '/ofrep/v1/evaluate/flags/ON', headers, payload: {} });
    expect((await call()).statusCode).toBe(200);
    await t.db.query('INSERT INTO platform.revoked_secrets (secret_id) VALUES ($1)', [secretId]);
    await t.db.notify('revoked_secrets', secretId);
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await call()).statusCode;
    }
    expect(status).toBe(401);
  });

  it('sees a console change at once, from memory afterwards', async () => {
    expect((await evaluate(t, alice, 'OFF')).body).toMatchObject({ value: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/feature-toggle/api/v1/toggle/simple/OFF',
      headers: alice.console,
      payload: { toggleName: 'OFF', enabled: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await evaluate(t, alice, 'OFF')).body).toMatchObject({ value: true, reason: 'STATIC' });
    await t.app.inject({
      method: 'PUT',
      url: '/feature-toggle/api/v1/toggle/simple/OFF',
      headers: alice.console,
      payload: { toggleName: 'OFF', enabled: false },
    });
    await t.app.inject({ method: 'DELETE', url: '/feature-toggle/api/v1/toggle/date/FUTURE', headers: alice.console });
    expect((await evaluate(t, alice, 'FUTURE')).status).toBe(404);
    await createToggle(t, alice, 'date', { toggleName: 'FUTURE', toggleDate: '2030-01-01T12:00:01Z' });
  });

  it('reads no database row per evaluation once a customer is loaded', async () => {
    // On PostgreSQL the previous test's change notifications arrive asynchronously; let them land first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await evaluate(t, alice, 'ON');
    const original = t.db.query.bind(t.db);
    let reads = 0;
    t.db.query = ((text: string, params?: readonly unknown[]) => {
      reads++;
      return original(text, params);
    }) as typeof t.db.query;
    try {
      for (const key of ['ON', 'PAST', 'VIP', 'STAFF', 'NOPE'])
        await evaluate(t, alice, key, { targetingKey: 'x@example.com' });
    } finally {
      t.db.query = original;
    }
    expect(reads).toBe(0);
  });

  it('stays responsive on a catastrophic-backtracking pattern with a long key', async () => {
    await createToggle(t, alice, 'pattern', { toggleName: 'EVIL', togglePattern: '^(a+)+$' });
    const key = `${'a'.repeat(1000)}!`;
    const [evil, health] = await Promise.all([
      evaluate(t, alice, 'EVIL', { targetingKey: key }),
      t.app.inject({ method: 'GET', url: '/livez' }),
    ]);
    expect(evil).toMatchObject({ status: 200, body: { value: false, reason: 'DEFAULT' } });
    expect(health.statusCode).toBe(200);
    expect((await evaluate(t, alice, 'EVIL', { targetingKey: 'a'.repeat(1000) })).body).toMatchObject({ value: true });
  });
});

describe('OFREP bulk evaluation', () => {
  const bulk = (customer: Customer, context: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/ofrep/v1/evaluate/flags',
      headers: { ...customer.machine, ...headers },
      payload: { context } as object,
    });

  it('evaluates every toggle, errors per flag, with an ETag and 304 on If-None-Match', async () => {
    const res = await bulk(alice, { targetingKey: 'alice' });
    expect(res.statusCode).toBe(200);
    const flags = (res.json() as { flags: Record<string, unknown>[] }).flags;
    expect(flags.find((f) => f.key === 'VIP')).toMatchObject({ value: true, reason: 'TARGETING_MATCH' });
    expect(flags.find((f) => f.key === 'ON')).toMatchObject({ value: true, variant: 'on' });
    expect(flags.find((f) => f.key === 'STAFF')).toMatchObject({ value: false });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await bulk(alice, { targetingKey: 'alice' }, { 'if-none-match': `W/"nope", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherContext = await bulk(alice, { targetingKey: 'zed' }, { 'if-none-match': etag });
    expect(otherContext.statusCode).toBe(200);
    const noKey = (await bulk(alice, {})).json() as { flags: Record<string, unknown>[] };
    expect(noKey.flags.find((f) => f.key === 'STAFF')).toMatchObject({ errorCode: 'TARGETING_KEY_MISSING' });
  });

  it('changes its ETag when a toggle changes', async () => {
    const before = (await bulk(alice, { targetingKey: 'alice' })).headers.etag as string;
    await t.app.inject({
      method: 'PUT',
      url: '/feature-toggle/api/v1/toggle/simple/ON',
      headers: alice.console,
      payload: { toggleName: 'ON', enabled: false },
    });
    const after = await bulk(alice, { targetingKey: 'alice' }, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it("answers INVALID_CONTEXT without a key, and only the caller's toggles", async () => {
    const bad = await bulk(alice, { targetingKey: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errorCode: 'INVALID_CONTEXT',
      errorDetails: expect.any(String),
      status: 400,
      message: expect.any(String),
      validationErrors: [{ field: 'context', message: expect.any(String) }],
    });
    expect((await bulk(bob, {})).json()).toEqual({ flags: [] });
  });
});
