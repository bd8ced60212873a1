import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SqlEventRepository, type NewEvent } from './event.repository.ts';

describe('event repository', { timeout: 120_000 }, () => {
  let t: TestApp;
  let repository: SqlEventRepository;
  const customerId = randomUUID();

  beforeAll(async () => {
    t = await createTestApp();
    repository = new SqlEventRepository(t.db);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  async function testWithUsers(name: string, users: string[]): Promise<string> {
    const [test] = await t.db.query<{ id: string }>(
      `INSERT INTO abs_testing.ab_test (customer_id, name, variants) VALUES ($1, $2, '[]') RETURNING id`,
      [customerId, name],
    );
    await t.db.query(
      `INSERT INTO abs_testing.ab_assignment (test_id, user_id, variant_name)
       SELECT $1, u, CASE WHEN n % 2 = 0 THEN 'A' ELSE 'B' END FROM unnest($2::text[]) WITH ORDINALITY AS x(u, n)`,
      [test!.id, users],
    );
    return test!.id;
  }

  const event = (testId: string, userId: string, value: number, eventId: string | null = null): NewEvent => ({
    testId,
    metric: 'revenue',
    userId,
    value,
    eventId,
    at: new Date().toISOString(),
  });

  it('keeps exact sums with many concurrent batches over the same users in different orders', async () => {
    const users = Array.from({ length: 30 }, (_, i) => `u${i}`);
    const testId = await testWithUsers('RACED', users);
    // 40 batches at once, each every user once, each in its own shuffled order: no deadlock, no lost update.
    const batches = Array.from({ length: 40 }, (_, b) =>
      users
        .map((u, i) => ({ u, key: (i * 7919 + b * 104729) % 30 }))
        .sort((x, y) => x.key - y.key)
        .map(({ u }) => event(testId, u, 1.5)),
    );
    const outcomes = await Promise.all(batches.map((batch) => repository.recordMany(batch)));
    expect(outcomes.flat().every((o) => o === 'ATTRIBUTED')).toBe(true);
    const [sums] = await t.db.query<{ converted: string; total: number; squares: number }>(
      `SELECT sum(users_converted) AS converted, sum(value_sum) AS total, sum(value_sum_squares) AS squares
       FROM abs_testing.ab_metric_day WHERE test_id = $1`,
      [testId],
    );
    expect(Number(sums!.converted)).toBe(30);
    expect(sums!.total).toBeCloseTo(30 * 40 * 1.5, 9);
    // Σ (per-user total)² = 30 × 60².
    expect(sums!.squares).toBeCloseTo(30 * 60 ** 2, 6);
  });

  it('stores an eventId repeated within one batch once', async () => {
    const testId = await testWithUsers('REPEATED', ['r']);
    const outcomes = await repository.recordMany([event(testId, 'r', 5, 'x'), event(testId, 'r', 5, 'x')]);
    expect(outcomes).toEqual(['ATTRIBUTED', 'ATTRIBUTED']);
    const [row] = await t.db.query<{ events: string; value_sum: number }>(
      'SELECT events, value_sum FROM abs_testing.ab_user_metric WHERE test_id = $1',
      [testId],
    );
    expect([Number(row!.events), row!.value_sum]).toEqual([1, 5]);
  });

  it('reports events of a test deleted meanwhile as gone and stores the others', async () => {
    const live = await testWithUsers('LIVE', ['l']);
    const outcomes = await repository.recordMany([
      event(live, 'l', 1),
      event(randomUUID(), 'l', 1),
      event(live, 'x', 1),
    ]);
    expect(outcomes).toEqual(['ATTRIBUTED', 'TEST_GONE', 'UNATTRIBUTED']);
  });

  it('forgets eventIds past their retention', async () => {
    const testId = await testWithUsers('PRUNED', ['p']);
    await repository.recordMany([event(testId, 'p', 1, 'old'), event(testId, 'p', 1, 'new')]);
    await t.db.query(
      "UPDATE abs_testing.ab_event_id SET seen_at = now() - interval '40 days' WHERE test_id = $1 AND event_id = 'old'",
      [testId],
    );
    expect(await repository.pruneEventIds(new Date(Date.now() - 30 * 86_400_000), 100)).toBe(1);
    const left = await t.db.query<{ event_id: string }>(
      'SELECT event_id FROM abs_testing.ab_event_id WHERE test_id = $1',
      [testId],
    );
    expect(left.map((r) => r.event_id)).toEqual(['new']);
  });
});
