import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FIND_STORED_VARIANTS } from './assignment.repository.ts';
import { RECORD_EVENTS } from '../events/event.repository.ts';

/**
 * The product's PostgreSQL connections make one plan per statement and keep it (postgres-db.ts): a plan made while a
 * test had a few thousand users must still read each user through the unique key once it has millions. A join of
 * the batch to the table planned at that size is a hash join over a scan of the whole table (ADR 078, addendum).
 */
describe('statements that read assignments by user', { timeout: 120_000 }, () => {
  let t: TestApp;
  let testId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [test] = await t.db.query<{ id: string }>(
      `INSERT INTO abs_testing.ab_test (customer_id, name, variants) VALUES ($1, 'SMALL', '[]') RETURNING id`,
      [randomUUID()],
    );
    testId = test!.id;
    await t.db.query(
      `INSERT INTO abs_testing.ab_assignment (test_id, user_id, variant_name)
       SELECT $1, 'u' || g, 'A' FROM generate_series(1, 2000) g`,
      [testId],
    );
    await t.db.exec('ANALYZE abs_testing.ab_assignment');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  async function genericPlan(text: string, types: string, args: string): Promise<string> {
    return t.db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL plan_cache_mode = force_generic_plan; PREPARE planned(${types}) AS ${text}`);
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE planned(${args})`);
      await tx.exec('DEALLOCATE planned');
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('keeps the read of users missing from memory a lookup on the unique key', async () => {
    const plan = await genericPlan(FIND_STORED_VARIANTS, 'uuid[], text[]', `'{${testId}}', '{u1}'`);
    expect(plan).toContain('using ab_assignment_user_key on ab_assignment');
    expect(plan).not.toMatch(/Seq Scan on ab_assignment\b/);
  });

  it('keeps the attribution of tracked events a lookup on the unique key', async () => {
    const plan = await genericPlan(
      RECORD_EVENTS,
      'int[], uuid[], text[], text[], float8[], text[], timestamptz[]',
      `'{1}', '{${testId}}', '{revenue}', '{u1}', '{1}', '{e1}', '{2026-01-01T00:00:00Z}'`,
    );
    expect(plan).toContain('using ab_assignment_user_key on ab_assignment');
    expect(plan).not.toMatch(/Seq Scan on ab_assignment\b/);
  });
});
