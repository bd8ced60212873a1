import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createTestDb } from '../platform/db/test-db.ts';
import { migrationSources } from '../migration-sources.ts';
import { createMemoryMailer } from '../platform/mail/memory-mailer.ts';
import { TEST_AUTH_SECRET } from '../test/test-app.ts';
import { createDb } from '../platform/db/create-db.ts';
import { deriveKeys } from '../platform/auth/keys.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import { startServer } from '../../../../scripts/lib/start-server.ts';
import { newCustomerId, sleep } from './resilience-kit.ts';
import { halfSentRequest, untilRefused, writeLoad } from './sigterm-load.ts';

/** Shutdown under load: every request accepted before the close completes normally; none fails. */
describe('graceful shutdown', () => {
  it('finishes in-flight requests before closing', async () => {
    const db = await createTestDb(migrationSources);
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: TEST_AUTH_SECRET,
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'memory:',
    });
    const app = await buildApp({ config, db, mailer: createMemoryMailer(), serveWeb: false });
    let received = 0;
    // A request that is still working when the shutdown starts (and touches the database at its end).
    app.get('/test/slow', async () => {
      received += 1;
      await sleep(300);
      await db.ping();
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const calls = Array.from({ length: 30 }, () =>
      fetch(`http://127.0.0.1:${port}/test/slow`).then(async (res) => ({ status: res.status, body: await res.text() })),
    );
    for (let i = 0; i < 100 && received < calls.length; i++) await sleep(20);
    expect(received).toBe(calls.length);

    await app.close();
    const results = await Promise.allSettled(calls);
    const failed = results.filter((r) => r.status === 'rejected' || r.value.status !== 200);
    expect(failed, JSON.stringify(failed).slice(0, 500)).toEqual([]);
    // After the close, nothing is accepted any more.
    await expect(fetch(`http://127.0.0.1:${port}/livez`)).rejects.toThrow();
  });
});

/**
 * The real server process under write load gets SIGTERM: every answer is 2xx or the 503 envelope with Retry-After,
 * a request that arrives during the drain gets that 503, every acknowledged write is in the database afterwards, and
 * the process exits cleanly within 15 s. PGlite on disk here; PostgreSQL in the api-pg project.
 */
describe('SIGTERM under load', () => {
  it('answers 2xx or the 503 envelope, loses no acknowledged write and exits in time', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sigterm-'));
    const testDb = process.env.TEST_DB === 'pg' ? await createTestDb(migrationSources) : null;
    const env = {
      AUTH_SECRET: TEST_AUTH_SECRET,
      CONTEXTS: 'abs-testing,feature-toggle',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      DATABASE_URL: testDb?.url,
    };
    const server = await startServer(env);
    try {
      const customerId = newCustomerId();
      const tokens = new TokenService(deriveKeys(TEST_AUTH_SECRET));
      const auth = {
        console: await tokens.signConsole(customerId),
        machine: await tokens.signMachine(customerId, 'client', 'secret', 'abs-testing'),
      };
      const created = await fetch(`${server.baseUrl}/abs-testing/api/v1/ab-test`, {
        method: 'POST',
        headers: { authorization: `Bearer ${auth.console}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          abTestName: 'CHECKOUT',
          variantDtoList: [
            { variantName: 'A', percentage: 50 },
            { variantName: 'B', percentage: 50 },
          ],
        }),
      });
      expect(created.status, await created.text()).toBeLessThan(300);

      const load = writeLoad(server.baseUrl, auth, 12);
      const lateRequest = await halfSentRequest(server.baseUrl);
      while (load.answers.length < 200) await sleep(20);

      const signalledAt = Date.now();
      const exited = server.stop();
      await untilRefused(server.baseUrl);
      lateRequest.finish();
      const exitCode = await exited;
      const exitMs = Date.now() - signalledAt;
      await load.done;
      const late = await lateRequest.answer;

      expect(load.networkErrors.filter((e) => e.at < signalledAt)).toEqual([]);
      expect(exitCode).toBe(0);
      expect(exitMs).toBeLessThan(15_000);
      const unexpected = load.answers.filter((a) => a.status >= 300 && a.status !== 503);
      expect(unexpected, JSON.stringify(unexpected.slice(0, 3))).toEqual([]);
      for (const refused of load.answers.filter((a) => a.status === 503)) {
        expect(refused.retryAfter).toMatch(/^\d+$/);
        expect(JSON.parse(refused.body)).toEqual({ status: 503, message: expect.any(String), validationErrors: [] });
      }
      expect(late).toMatch(/^HTTP\/1\.1 503 /);
      expect(late).toMatch(/\r\nretry-after: \d+\r\n/i);
      expect(late).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(JSON.parse(late.slice(late.indexOf('\r\n\r\n') + 4))).toEqual({
        status: 503,
        message: expect.any(String),
        validationErrors: [],
      });

      // Every acknowledged write is there, read back once the server is gone.
      const db =
        testDb ??
        (await createDb(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: TEST_AUTH_SECRET }).database));
      try {
        const users = new Set(
          (
            await db.query<{ user_id: string }>(
              'SELECT a.user_id FROM abs_testing.ab_assignment a JOIN abs_testing.ab_test t ON t.id = a.test_id WHERE t.customer_id = $1',
              [customerId],
            )
          ).map((r) => r.user_id),
        );
        const toggles = new Set(
          (
            await db.query<{ name: string }>('SELECT name FROM feature_toggle.toggles WHERE customer_id = $1', [
              customerId,
            ])
          ).map((r) => r.name),
        );
        expect(load.acknowledged.users.length + load.acknowledged.toggles.length).toBeGreaterThanOrEqual(200);
        expect(load.acknowledged.users.filter((u) => !users.has(u))).toEqual([]);
        expect(load.acknowledged.toggles.filter((t) => !toggles.has(t))).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
