import { expect, it } from 'vitest';
import type { ResultsRepository } from '../results/results.repository.ts';
import type { EventRepository, NewEvent } from './event.repository.ts';

/** Empty tables events are written to and results read from, with a way to make tests and assignments. */
export interface CountersWorld {
  events: EventRepository;
  results: ResultsRepository;
  newTest(): Promise<string>;
  assign(testId: string, userId: string, variantName: string): Promise<void>;
  deleteTest(testId: string): Promise<void>;
}

const DAY_1 = '2026-03-01';
const DAY_2 = '2026-03-02';

const event = (
  testId: string,
  userId: string,
  value: number,
  eventId: string | null = null,
  day = DAY_1,
): NewEvent => ({
  testId,
  metric: 'revenue',
  userId,
  value,
  eventId,
  at: `${day}T10:00:00.000Z`,
});

const sumsOf = async (results: ResultsRepository, testId: string) =>
  (await results.metricSums(testId)).sort((a, b) => a.variantName.localeCompare(b.variantName));

/**
 * What the event and results repositories do together, run against the SQL classes (event-counters.api.test.ts) and
 * the in-memory fakes (event.memory-repository.test.ts), so service tests on the fakes hold for the database too.
 */
export function eventCountersContract(world: () => Promise<CountersWorld>) {
  it('attributes events to the user’s variant, sums per-user totals and counts a user converted once', async () => {
    const { events, results, newTest, assign } = await world();
    const test = await newTest();
    await assign(test, 'a', 'A');
    await assign(test, 'b', 'A');
    await assign(test, 'c', 'B');
    expect(await events.recordMany([event(test, 'a', 2), event(test, 'b', 5), event(test, 'x', 1)])).toEqual([
      'ATTRIBUTED',
      'ATTRIBUTED',
      'UNATTRIBUTED',
    ]);
    expect(await events.record(event(test, 'a', 3))).toBe('ATTRIBUTED');
    expect(await events.record(event(test, 'c', 4))).toBe('ATTRIBUTED');
    expect(await sumsOf(results, test)).toEqual([
      { metric: 'revenue', variantName: 'A', usersConverted: 2, valueSum: 10, valueSumSquares: 50 },
      { metric: 'revenue', variantName: 'B', usersConverted: 1, valueSum: 4, valueSumSquares: 16 },
    ]);
    expect(await results.unattributedEvents(test)).toEqual(new Map([['revenue', 1]]));
  });

  it('counts an eventId once per test, within a batch and across calls', async () => {
    const { events, results, newTest, assign } = await world();
    const [test, other] = [await newTest(), await newTest()];
    await assign(test, 'a', 'A');
    await assign(other, 'a', 'A');
    expect(await events.recordMany([event(test, 'a', 5, 'x'), event(test, 'a', 5, 'x')])).toEqual([
      'ATTRIBUTED',
      'ATTRIBUTED',
    ]);
    expect(await events.record(event(test, 'a', 5, 'x'))).toBe('ATTRIBUTED');
    await events.record(event(other, 'a', 5, 'x'));
    expect((await results.metricSums(test)).map((s) => s.valueSum)).toEqual([5]);
    expect((await results.metricSums(other)).map((s) => s.valueSum)).toEqual([5]);
  });

  it('reads users per variant and per day, the latest first, and a metric’s sums per day', async () => {
    const { events, results, newTest, assign } = await world();
    const test = await newTest();
    for (const [user, variant] of [
      ['u1', 'B'],
      ['u2', 'A'],
      ['u3', 'A'],
    ] as const)
      await assign(test, user, variant);
    expect(await results.countByVariant(test)).toEqual([
      { variantName: 'A', count: 2 },
      { variantName: 'B', count: 1 },
    ]);
    expect(await results.latest(test, 2)).toEqual([
      { variantName: 'A', userId: 'u3' },
      { variantName: 'A', userId: 'u2' },
    ]);
    const days = await results.dailyAssignments(test);
    expect(days.map((d) => [d.variantName, d.users]).sort()).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    expect(new Set(days.map((d) => d.day)).size).toBe(1);
    await events.record(event(test, 'u1', 2, null, DAY_2));
    await events.record(event(test, 'u1', 1, null, DAY_1));
    expect(await results.dailyMetricSums(test, 'revenue')).toEqual([
      { day: DAY_1, metric: 'revenue', variantName: 'B', usersConverted: 0, valueSum: 1, valueSumSquares: 5 },
      { day: DAY_2, metric: 'revenue', variantName: 'B', usersConverted: 1, valueSum: 2, valueSumSquares: 4 },
    ]);
    expect(await results.dailyMetricSums(test, 'other')).toEqual([]);
  });

  it('empties one test on reset: counters, users and claimed eventIds', async () => {
    const { events, results, newTest, assign } = await world();
    const [test, kept] = [await newTest(), await newTest()];
    for (const t of [test, kept]) {
      await assign(t, 'a', 'A');
      await events.recordMany([event(t, 'a', 4, 'x'), event(t, 'nobody', 1)]);
    }
    await results.deleteAll(test);
    expect(await results.countByVariant(test)).toEqual([]);
    expect(await results.latest(test, 10)).toEqual([]);
    expect(await results.dailyAssignments(test)).toEqual([]);
    expect(await results.metricSums(test)).toEqual([]);
    expect(await results.unattributedEvents(test)).toEqual(new Map());
    await assign(test, 'a', 'B');
    await events.record(event(test, 'a', 7, 'x'));
    expect(await results.metricSums(test)).toEqual([
      { metric: 'revenue', variantName: 'B', usersConverted: 1, valueSum: 7, valueSumSquares: 49 },
    ]);
    expect(await results.countByVariant(kept)).toEqual([{ variantName: 'A', count: 1 }]);
    expect((await results.metricSums(kept)).map((s) => s.valueSum)).toEqual([4]);
  });

  it('answers events of a deleted test as gone and stores the rest of the batch', async () => {
    const { events, results, newTest, assign, deleteTest } = await world();
    const [gone, live] = [await newTest(), await newTest()];
    await assign(live, 'a', 'A');
    await deleteTest(gone);
    expect(await events.recordMany([event(gone, 'a', 1), event(live, 'a', 2)])).toEqual(['TEST_GONE', 'ATTRIBUTED']);
    expect((await results.metricSums(live)).map((s) => s.valueSum)).toEqual([2]);
  });

  it('forgets eventIds first seen before the cut, at most `limit` at a time; a forgotten id counts again', async () => {
    const { events, results, newTest, assign } = await world();
    const test = await newTest();
    await assign(test, 'a', 'A');
    await events.recordMany(['x', 'y', 'z'].map((id) => event(test, 'a', 1, id)));
    expect(await events.pruneEventIds(new Date(Date.now() - 60_000), 10)).toBe(0);
    const later = new Date(Date.now() + 60_000);
    expect(await events.pruneEventIds(later, 2)).toBe(2);
    expect(await events.pruneEventIds(later, 2)).toBe(1);
    await events.record(event(test, 'a', 1, 'x'));
    expect((await results.metricSums(test)).map((s) => s.valueSum)).toEqual([4]);
  });
}
