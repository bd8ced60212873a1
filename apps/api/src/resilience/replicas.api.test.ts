import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '../platform/db/test-db.ts';
import { migrationSources } from '../migration-sources.ts';
import { deriveKeys } from '../platform/auth/keys.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import { TEST_AUTH_SECRET } from '../test/test-app.ts';
import { IP_LIMITS } from '../contexts/customer/accounts/account-limits.ts';
import { postgres, redis, runsWhen } from '../test/requirements.ts';
import { newCustomerId, sleep, startReplica } from './resilience-kit.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two replicas on one PostgreSQL and one Redis: changes travel between them, answers agree, limits are shared. */
describe('two replicas', runsWhen(postgres, redis), () => {
  let db: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const customerId = newCustomerId();
  const tokens = new TokenService(deriveKeys(TEST_AUTH_SECRET));
  let consoleAuth: { authorization: string };
  let abAuth: { authorization: string };
  let ftAuth: { authorization: string };

  beforeAll(async () => {
    db = await createTestDb(migrationSources);
    a = await startReplica(db.url!, { REDIS_URL: redisUrl! });
    b = await startReplica(db.url!, { REDIS_URL: redisUrl! });
    consoleAuth = { authorization: `Bearer ${await tokens.signConsole(customerId)}` };
    abAuth = { authorization: `Bearer ${await tokens.signMachine(customerId, 'client', 'secret-1', 'abs-testing')}` };
    ftAuth = {
      authorization: `Bearer ${await tokens.signMachine(customerId, 'client', 'secret-2', 'feature-toggle')}`,
    };
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
  });

  /** Polls until `check` holds, for at most `limitMs` (the 1-second promise of the product). */
  async function eventually(check: () => Promise<boolean>, limitMs = 1000): Promise<boolean> {
    const deadline = Date.now() + limitMs;
    do {
      if (await check()) return true;
      await sleep(25);
    } while (Date.now() < deadline);
    return check();
  }

  it('a toggle change made through one replica reaches evaluations on the other', async () => {
    const evaluate = async () =>
      (
        await b.inject({
          method: 'POST',
          url: '/ofrep/v1/evaluate/flags/NEW_CHECKOUT',
          headers: ftAuth,
          payload: { context: { targetingKey: 'u1' } },
        })
      ).json() as { value?: boolean };
    expect(
      (
        await a.inject({
          method: 'POST',
          url: '/feature-toggle/api/v1/toggle/simple',
          headers: consoleAuth,
          payload: { toggleName: 'NEW_CHECKOUT', enabled: false },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(await eventually(async () => (await evaluate()).value === false)).toBe(true);
    await a.inject({
      method: 'PUT',
      url: '/feature-toggle/api/v1/toggle/simple/NEW_CHECKOUT',
      headers: consoleAuth,
      payload: { toggleName: 'NEW_CHECKOUT', enabled: true },
    });
    expect(await eventually(async () => (await evaluate()).value === true)).toBe(true);
  });

  it('get-or-assign answers the same whichever replica serves, and follows changes', async () => {
    const created = await a.inject({
      method: 'POST',
      url: '/abs-testing/api/v1/ab-test',
      headers: consoleAuth,
      payload: {
        abTestName: 'CHECKOUT_FLOW',
        variantDtoList: [
          { variantName: 'FAST', percentage: 50 },
          { variantName: 'SLOW', percentage: 50 },
        ],
      },
    });
    expect(created.statusCode).toBeLessThan(300);
    const assign = (app: FastifyInstance, userId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/ab-test/get-or-assign',
        headers: abAuth,
        payload: { abTestName: 'CHECKOUT_FLOW', userId },
      });
    expect(await eventually(async () => (await assign(b, 'probe')).statusCode === 200)).toBe(true);
    for (let i = 0; i < 20; i++) {
      const userId = `user-${i}`;
      const [fromA, fromB] = await Promise.all([assign(a, userId), assign(b, userId)]);
      expect(fromB.json().variantName).toBe(fromA.json().variantName);
    }
    await a.inject({ method: 'POST', url: '/abs-testing/api/v1/ab-test/CHECKOUT_FLOW/disable', headers: consoleAuth });
    const disabledOnA = (await assign(a, 'late-user')).json();
    expect(
      await eventually(
        async () => JSON.stringify((await assign(b, 'late-user')).json()) === JSON.stringify(disabledOnA),
      ),
    ).toBe(true);
  });

  it('shares rate limits through Redis', async () => {
    const ip = `198.51.100.${randomInt(1, 255)}`;
    const contact = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/customer/api/v1/public/contact',
        remoteAddress: ip,
        payload: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', subject: 'Hi', message: `m${i}` },
      });
    const statuses: number[] = [];
    const [limit] = IP_LIMITS.contact;
    for (let i = 0; i < limit + 3; i++) statuses.push((await contact(i % 2 === 0 ? a : b, i)).statusCode);
    // One budget per IP and window in total, whichever replica answers.
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
