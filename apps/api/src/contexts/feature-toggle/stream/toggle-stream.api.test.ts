import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../platform/config.ts';
import { createPostgresDb } from '../../../platform/db/postgres-db.ts';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/test-app.ts';
import { createToggle, evaluate, newCustomer, type Customer } from '../test/toggle-test-kit.ts';
import { openEventStream } from '../test/sse-reader.ts';
import { postgres, runsWhen } from '../../../test/requirements.ts';

// Boots a database per file; on a loaded two-core machine that can take longer than Vitest's defaults.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const WITHIN_MS = 1_000;
let t: TestApp;
let base: string;
let alice: Customer;
let bob: Customer;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  alice = await newCustomer(t);
  bob = await newCustomer(t);
}, 60_000);
afterAll(() => t?.close(), 60_000);

const streamUrl = () => `${base}/feature-toggle/api/v1/stream`;

describe('toggle change stream', () => {
  it("sends each change of the caller's toggles within a second, to console and machine tokens", async () => {
    const consoleStream = await openEventStream(streamUrl(), alice.console);
    const machineStream = await openEventStream(streamUrl(), alice.machine);
    const bobStream = await openEventStream(streamUrl(), bob.console);
    try {
      expect(consoleStream.status).toBe(200);
      expect(consoleStream.headers.get('content-type')).toContain('text/event-stream');
      for (const s of [consoleStream, machineStream, bobStream]) expect(await s.next('ready', 10_000)).not.toBeNull();

      await createToggle(t, alice, 'simple', { toggleName: 'LIVE', enabled: true });
      for (const s of [consoleStream, machineStream]) {
        const event = await s.next('toggle-changed', WITHIN_MS);
        expect(JSON.parse(event!.data)).toMatchObject({ action: 'created', toggleName: 'LIVE', toggleType: 'SIMPLE' });
      }
      const put = await t.app.inject({
        method: 'PUT',
        url: '/feature-toggle/api/v1/toggle/simple/LIVE',
        headers: alice.console,
        payload: { toggleName: 'LIVE_TWO', enabled: false },
      });
      expect(put.statusCode).toBe(200);
      expect(JSON.parse((await consoleStream.next('toggle-changed', WITHIN_MS))!.data)).toMatchObject({
        action: 'updated',
        toggleName: 'LIVE_TWO',
        previousName: 'LIVE',
      });
      await t.app.inject({
        method: 'DELETE',
        url: '/feature-toggle/api/v1/toggle/simple/LIVE_TWO',
        headers: alice.console,
      });
      expect(JSON.parse((await consoleStream.next('toggle-changed', WITHIN_MS))!.data)).toMatchObject({
        action: 'deleted',
        toggleName: 'LIVE_TWO',
      });

      expect(await bobStream.next('toggle-changed', 300)).toBeNull();
    } finally {
      for (const s of [consoleStream, machineStream, bobStream]) s.close();
    }
  });

  it('replays the changes a client missed when it reconnects with Last-Event-ID, with the usual headers', async () => {
    const first = await openEventStream(streamUrl(), alice.console);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await first.next('ready', 10_000)).not.toBeNull();
    await createToggle(t, alice, 'simple', { toggleName: 'SEEN', enabled: true });
    const seen = await first.next('toggle-changed', WITHIN_MS);
    first.close();
    await createToggle(t, alice, 'simple', { toggleName: 'MISSED', enabled: true });
    const again = await openEventStream(streamUrl(), { ...alice.console, 'last-event-id': seen!.id! });
    try {
      const replayed = await again.next('toggle-changed', WITHIN_MS);
      expect(JSON.parse(replayed!.data)).toMatchObject({ action: 'created', toggleName: 'MISSED' });
      expect(await again.next('ready', WITHIN_MS)).not.toBeNull();
    } finally {
      again.close();
    }
    const stranger = await openEventStream(streamUrl(), { ...alice.console, 'last-event-id': 'unknown-1' });
    try {
      expect(await stranger.next('resync', WITHIN_MS)).not.toBeNull();
    } finally {
      stranger.close();
    }
  });

  it('refuses a missing or wrong-audience token', async () => {
    expect((await fetch(streamUrl())).status).toBe(401);
    const ab = await t.tokens.signMachine(alice.id, 'c', 's', 'abs-testing');
    expect((await fetch(streamUrl(), { headers: { authorization: `Bearer ${ab}` } })).status).toBe(401);
  });
});

describe('graceful shutdown', () => {
  it('ends open streams so close() is not held up', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const customer = await newCustomer(other);
    const stream = await openEventStream(`${url}/feature-toggle/api/v1/stream`, customer.console);
    expect(await stream.next('ready', 10_000)).not.toBeNull();
    await other.close();
    expect(await stream.ended(WITHIN_MS)).toBe(true);
  });
});

describe('across replicas (PostgreSQL LISTEN/NOTIFY)', runsWhen(postgres), () => {
  it("a second replica's stream and OFREP cache follow a change made on the first", async () => {
    const [row] = await t.db.query<{ datname: string }>('SELECT current_database() AS datname');
    const datname = row!.datname;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${datname}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: TEST_AUTH_SECRET,
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
    });
    const replica = await buildApp({
      config,
      db: createPostgresDb(url.toString(), { max: 2 }),
      serveWeb: false,
      logger: false,
    });
    try {
      const replicaBase = await replica.listen({ host: '127.0.0.1', port: 0 });
      await createToggle(t, alice, 'simple', { toggleName: 'REPLICATED', enabled: false });
      const viaReplica = (key: string) =>
        replica.inject({ method: 'POST', url: `/ofrep/v1/evaluate/flags/${key}`, headers: alice.machine, payload: {} });
      expect((await viaReplica('REPLICATED')).json()).toMatchObject({ value: false });

      const stream = await openEventStream(`${replicaBase}/feature-toggle/api/v1/stream`, alice.machine);
      expect(await stream.next('ready', 10_000)).not.toBeNull();
      await t.app.inject({
        method: 'PUT',
        url: '/feature-toggle/api/v1/toggle/simple/REPLICATED',
        headers: alice.console,
        payload: { toggleName: 'REPLICATED', enabled: true },
      });
      const event = await stream.next('toggle-changed', WITHIN_MS);
      expect(JSON.parse(event!.data)).toMatchObject({ toggleName: 'REPLICATED', action: 'updated' });
      expect((await viaReplica('REPLICATED')).json()).toMatchObject({ value: true });
      expect((await evaluate(t, alice, 'REPLICATED')).body).toMatchObject({ value: true });
      stream.close();
    } finally {
      await replica.close();
    }
  });
});
