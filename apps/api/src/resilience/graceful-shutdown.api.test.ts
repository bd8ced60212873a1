import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createTestDb } from '../platform/db/test-db.ts';
import { migrationSources } from '../migration-sources.ts';
import { createMemoryMailer } from '../platform/mail/memory-mailer.ts';
import { TEST_AUTH_SECRET } from '../test/test-app.ts';
import { sleep } from './resilience-kit.ts';

/** Shutdown under load: every request accepted before the close completes normally; none fails. */
describe('graceful shutdown', () => {
  it('finishes in-flight requests before closing', async () => {
    const db = await createTestDb(migrationSources);
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: 'silent', DATABASE_URL: 'memory:' });
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
