import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { deriveKeys } from '../platform/auth/keys.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import { TEST_AUTH_SECRET } from '../test/test-app.ts';
import { postgres, runsWhen } from '../test/requirements.ts';
import {
  databaseBehindProxy,
  letters,
  newCustomerId,
  sleep,
  startReplica,
  type DatabaseBehindProxy,
} from './resilience-kit.ts';

/**
 * PostgreSQL goes away under load (a proxy in front of it is cut): requests answer 503 with Retry-After instead of
 * hanging, /readyz fails while /livez stays up, service resumes by itself when the database returns, and no write
 * that was acknowledged is lost.
 */
describe('PostgreSQL outage', runsWhen(postgres), () => {
  let setup: DatabaseBehindProxy;
  let app: FastifyInstance;
  let auth: { authorization: string };
  const customerId = newCustomerId();

  beforeAll(async () => {
    setup = await databaseBehindProxy();
    app = await startReplica(setup.viaProxy);
    auth = { authorization: `Bearer ${await new TokenService(deriveKeys(TEST_AUTH_SECRET)).signConsole(customerId)}` };
  });
  afterAll(async () => {
    await app?.close();
    await setup?.close();
  });

  const acknowledged: string[] = [];
  let counter = 0;
  async function write(): Promise<number> {
    const toggleName = `J_${letters(counter++)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/feature-toggle/api/v1/toggle/simple',
      headers: auth,
      payload: { toggleName, enabled: true },
    });
    if (res.statusCode < 300) acknowledged.push(toggleName);
    else {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ status: 503, validationErrors: [] });
    }
    return res.statusCode;
  }

  it('answers 503 while the database is down and recovers without a restart', async () => {
    for (let i = 0; i < 5; i++) expect(await write()).toBeLessThan(300);

    await setup.proxy.cut();
    const during = await Promise.all(Array.from({ length: 10 }, () => write()));
    expect(during.every((status) => status === 503 || status < 300)).toBe(true);
    expect(during.filter((status) => status === 503).length).toBeGreaterThan(0);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);

    await setup.proxy.restore();
    let recovered = false;
    for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
      recovered = (await write()) < 300;
      if (!recovered) await sleep(200);
    }
    expect(recovered, 'service resumed after the database returned').toBe(true);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    const rows = await setup.db.query<{ name: string }>(
      'SELECT name FROM feature_toggle.toggles WHERE customer_id = $1',
      [customerId],
    );
    const stored = new Set(rows.map((r) => r.name));
    expect(
      acknowledged.filter((name) => !stored.has(name)),
      'acknowledged writes missing from the database',
    ).toEqual([]);
  }, 60_000);
});
