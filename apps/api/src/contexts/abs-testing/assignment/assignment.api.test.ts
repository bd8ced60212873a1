import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../platform/config.ts';
import { SqlAssignmentRepository } from './assignment.repository.ts';

const BASE = '/abs-testing/api/v1';
const ASSIGN = '/api/ab-test/get-or-assign';

describe('get-or-assign', { timeout: 120_000 }, () => {
  let t: TestApp;
  let replica: FastifyInstance;
  const customerId = randomUUID();
  let consoleAuth: { authorization: string };
  let machineAuth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    // A second replica on the same database: its own caches, told of changes only through NOTIFY.
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: TEST_AUTH_SECRET,
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'memory:',
    });
    replica = await buildApp({ config, db: { ...t.db, close: async () => {} }, serveWeb: false, logger: false });
    await replica.ready();
    consoleAuth = { authorization: `Bearer ${await t.tokens.signConsole(customerId)}` };
    machineAuth = {
      authorization: `Bearer ${await t.tokens.signMachine(customerId, randomUUID(), randomUUID(), 'abs-testing')}`,
    };
  }, 120_000);
  afterAll(async () => {
    await replica.close();
    await t.close();
  }, 60_000);

  const createTest = (abTestName: string, variantDtoList: object[]) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test`,
      headers: consoleAuth,
      payload: { abTestName, variantDtoList },
    });
  const assign = (abTestName: string, userId: string, app: FastifyInstance = t.app, headers: object = machineAuth) =>
    app.inject({ method: 'POST', url: ASSIGN, headers: { ...headers }, payload: { abTestName, userId } });

  it('needs a machine token of the abs-testing audience', async () => {
    await createTest('GUARDED', [{ variantName: 'A', percentage: 100 }]);
    expect((await assign('GUARDED', 'u1', t.app, {})).statusCode).toBe(401);
    expect((await assign('GUARDED', 'u1', t.app, consoleAuth)).statusCode).toBe(401);
    const toggles = await t.tokens.signMachine(customerId, randomUUID(), randomUUID(), 'feature-toggle');
    expect((await assign('GUARDED', 'u1', t.app, { authorization: `Bearer ${toggles}` })).statusCode).toBe(401);
  });

  it('answers the stored variant to a returning user even after the percentages change', async () => {
    await createTest('STICKY', [
      { variantName: 'A', percentage: 50 },
      { variantName: 'B', percentage: 50 },
    ]);
    const first = await assign('STICKY', 'user-42');
    expect(first.statusCode).toBe(200);
    const { variantName } = first.json();
    expect(first.json()).toEqual({
      abTestName: 'STICKY',
      userId: 'user-42',
      variantName: expect.stringMatching(/^[AB]$/),
    });
    const flipped =
      variantName === 'A' ? [{ variantName: 'B', percentage: 100 }] : [{ variantName: 'A', percentage: 100 }];
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test/STICKY`,
      headers: consoleAuth,
      payload: { abTestName: 'STICKY', variantDtoList: flipped },
    });
    expect((await assign('STICKY', 'user-42')).json().variantName).toBe(variantName);
    // The other replica has no cached answer and reads the stored one.
    expect((await assign('STICKY', 'user-42', replica)).json().variantName).toBe(variantName);
    // A new user follows the new split.
    expect((await assign('STICKY', 'user-new')).json().variantName).toBe(flipped[0]!.variantName);
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/ab_test_assignments_total\{outcome="assigned"\} [1-9]/);
    expect(metrics).toMatch(/ab_test_assignments_total\{outcome="remembered"\} [1-9]/);
  });

  it('leaves users beyond a total below 100 not enrolled until the test ramps up', async () => {
    await createTest('RAMP_UP', [{ variantName: 'ON', percentage: 30 }]);
    const users = Array.from({ length: 60 }, (_, i) => `ramp-${i}`);
    const before = await Promise.all(
      users.map(async (u) => (await assign('RAMP_UP', u)).json().variantName as string | null),
    );
    expect(before).toContain(null);
    expect(before).toContain('ON');
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test/RAMP_UP`,
      headers: consoleAuth,
      payload: { abTestName: 'RAMP_UP', variantDtoList: [{ variantName: 'ON', percentage: 100 }] },
    });
    const after = await Promise.all(users.map(async (u) => (await assign('RAMP_UP', u)).json().variantName));
    expect(after.every((v) => v === 'ON')).toBe(true);
  });

  it('answers variantName null for a disabled test, on every replica', async () => {
    await createTest('SWITCHED', [{ variantName: 'ON', percentage: 100 }]);
    expect((await assign('SWITCHED', 'u1', replica)).json().variantName).toBe('ON');
    await t.app.inject({ method: 'POST', url: `${BASE}/ab-test/SWITCHED/disable`, headers: consoleAuth });
    expect((await assign('SWITCHED', 'u1')).json()).toEqual({
      abTestName: 'SWITCHED',
      userId: 'u1',
      variantName: null,
    });
    await vi.waitFor(async () => expect((await assign('SWITCHED', 'u1', replica)).json().variantName).toBeNull(), {
      timeout: 5000,
    });
    await t.app.inject({ method: 'POST', url: `${BASE}/ab-test/SWITCHED/enable`, headers: consoleAuth });
    await vi.waitFor(async () => expect((await assign('SWITCHED', 'u1', replica)).json().variantName).toBe('ON'), {
      timeout: 5000,
    });
  });

  it('answers 404 for an unknown test, also once it is created on another replica', async () => {
    const res = await assign('LATE', 'u1', replica);
    expect(res.statusCode).toBe(404);
    await createTest('LATE', [{ variantName: 'ON', percentage: 100 }]);
    await vi.waitFor(async () => expect((await assign('LATE', 'u1', replica)).statusCode).toBe(200), { timeout: 5000 });
  });

  it('validates userId length', async () => {
    await createTest('LENGTHS', [{ variantName: 'ON', percentage: 100 }]);
    expect((await assign('LENGTHS', '')).statusCode).toBe(400);
    expect((await assign('LENGTHS', 'x'.repeat(257))).statusCode).toBe(400);
    expect((await assign('LENGTHS', 'x'.repeat(256))).statusCode).toBe(200);
  });

  it('stores one row when 1000 first calls for one user race across two replicas', async () => {
    await createTest('RACE', [
      { variantName: 'A', percentage: 34 },
      { variantName: 'B', percentage: 33 },
      { variantName: 'C', percentage: 33 },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        const res = await assign('RACE', 'racer', i % 2 ? replica : t.app);
        return `${res.statusCode} ${res.json().variantName ?? res.json().message}`;
      }),
    );
    expect([...new Set(answers)]).toHaveLength(1);
    const rows = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM abs_testing.ab_assignment a JOIN abs_testing.ab_test t ON t.id = a.test_id
       WHERE t.customer_id = $1 AND t.name = 'RACE'`,
      [customerId],
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('lets concurrent inserts with different variants for one user agree on the first stored one', async () => {
    await createTest('DIRECT_RACE', [{ variantName: 'A', percentage: 100 }]);
    const [test] = await t.db.query<{ id: string }>(
      "SELECT id FROM abs_testing.ab_test WHERE customer_id = $1 AND name = 'DIRECT_RACE'",
      [customerId],
    );
    // Ten replicas' repositories racing: each batches its own callers, the database decides between them.
    const replicas = Array.from({ length: 10 }, () => new SqlAssignmentRepository(t.db));
    const users = Array.from({ length: 50 }, (_, i) => `same-${i}`);
    const answers = await Promise.all(
      users.flatMap((userId) =>
        replicas.map(async (repository, i) => ({
          userId,
          variant: await repository.insertIfAbsent({ testId: test!.id, userId, variantName: `V${i}` }),
        })),
      ),
    );
    for (const userId of users) {
      const variants = new Set(answers.filter((a) => a.userId === userId).map((a) => a.variant));
      expect(variants.size).toBe(1);
      expect(await replicas[0]!.find(test!.id, userId)).toBe([...variants][0]);
    }
  });
});
