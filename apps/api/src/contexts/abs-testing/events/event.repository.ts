import type { Queryable } from '../../../platform/db/db.ts';
import { Batcher } from '../../../platform/db/batcher.ts';

/** One event, checked against its test's definition, ready to be stored. */
export interface NewEvent {
  testId: string;
  metric: string;
  userId: string;
  value: number;
  eventId: string | null;
  /** ISO 8601; the UTC day of the chart bucket. */
  at: string;
}

/** What became of an event once its batch committed. */
export type EventOutcome = 'ATTRIBUTED' | 'UNATTRIBUTED' | 'TEST_GONE';

/**
 * Where tracked events go (ADR 094). An eventId counts once per test (a retry adds nothing); an event of a user
 * without an assignment is kept as unattributed; one of a test deleted meanwhile is answered as gone.
 */
export interface EventRepository {
  /** Stores one event; resolves once it is durable. */
  record(event: NewEvent): Promise<EventOutcome>;
  /** Stores a batch as a whole; one outcome per event, in order. */
  recordMany(batch: readonly NewEvent[]): Promise<EventOutcome[]>;
  /** Forgets up to `limit` eventIds first seen before `before`; answers how many. */
  pruneEventIds(before: Date, limit: number): Promise<number>;
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Events per statement. The statement must finish within the database deadline (2 s, ADR 077) on a loaded
 * database; 2000 events (two full batch calls) take a fraction of that.
 */
export const MAX_EVENTS_PER_STATEMENT = 2_000;

interface KeyedEvent extends NewEvent {
  key: string;
}

/**
 * One statement per batch (ADR 094), so a batch is durable as a whole or not at all:
 * 1. eventIds are claimed in ab_event_id; an id claimed before (a retry) counts no second time;
 * 2. each event finds its user's assignment (a lookup on the unique key, not a join: the plan is made once per
 *    connection, and a join planned while the table was small would scan it as it grows, ADR 078): without one it
 *    is counted as unattributed;
 * 3. per (test, metric, user) the events are added to the user's running total (ab_user_metric);
 * 4. the change is carried into the per-variant, per-day counters: a user's first event is a new conversion, and the
 *    sum of squares of per-user totals grows by Δ(2·total − Δ) = total² − (total − Δ)².
 * Every table is written in key order and always in this sequence, so concurrent replicas never deadlock.
 */
export const RECORD_EVENTS = `
WITH input AS (
  SELECT * FROM unnest($1::int[], $2::uuid[], $3::text[], $4::text[], $5::float8[], $6::text[], $7::timestamptz[])
    AS i(idx, test_id, metric, user_id, value, event_id, at)
),
fresh AS (
  INSERT INTO abs_testing.ab_event_id (test_id, event_id)
  SELECT test_id, event_id FROM input WHERE event_id IS NOT NULL ORDER BY test_id, event_id
  ON CONFLICT DO NOTHING
  RETURNING test_id, event_id
),
events AS (
  SELECT i.idx, i.test_id, i.metric, i.user_id, i.value, i.at,
         (SELECT a.variant_name FROM abs_testing.ab_assignment a
          WHERE a.test_id = i.test_id AND a.user_id = i.user_id) AS variant_name,
         (i.event_id IS NULL OR f.event_id IS NOT NULL) AS counts
  FROM input i
  LEFT JOIN fresh f ON f.test_id = i.test_id AND f.event_id = i.event_id
),
per_user AS (
  SELECT test_id, metric, user_id, min(variant_name) AS variant_name, count(*) AS events, sum(value) AS value,
         min(at) AS at
  FROM events WHERE counts AND variant_name IS NOT NULL
  GROUP BY test_id, metric, user_id ORDER BY test_id, metric, user_id
),
totals AS (
  INSERT INTO abs_testing.ab_user_metric AS u (test_id, metric, user_id, variant_name, events, value_sum)
  SELECT test_id, metric, user_id, variant_name, events, value FROM per_user
  ON CONFLICT (test_id, metric, user_id) DO UPDATE
    SET events = u.events + excluded.events, value_sum = u.value_sum + excluded.value_sum
  RETURNING test_id, metric, user_id, events, value_sum
),
days AS (
  INSERT INTO abs_testing.ab_metric_day AS d
    (test_id, metric, variant_name, day, users_converted, value_sum, value_sum_squares)
  SELECT p.test_id, p.metric, p.variant_name, (p.at AT TIME ZONE 'UTC')::date,
         count(*) FILTER (WHERE t.events = p.events), sum(p.value), sum(p.value * (2 * t.value_sum - p.value))
  FROM per_user p JOIN totals t USING (test_id, metric, user_id)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (test_id, metric, variant_name, day) DO UPDATE SET
    users_converted = d.users_converted + excluded.users_converted,
    value_sum = d.value_sum + excluded.value_sum,
    value_sum_squares = d.value_sum_squares + excluded.value_sum_squares
),
unattributed AS (
  INSERT INTO abs_testing.ab_metric_unattributed AS x (test_id, metric, events)
  SELECT test_id, metric, count(*) FROM events WHERE counts AND variant_name IS NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (test_id, metric) DO UPDATE SET events = x.events + excluded.events
)
SELECT idx, variant_name IS NOT NULL AS attributed FROM events`;

/** Plain SQL, one statement per batch; single events are group-committed (platform/db/batcher.ts). */
export class SqlEventRepository implements EventRepository {
  private readonly db: Queryable;
  private readonly writes: Batcher<KeyedEvent, EventOutcome>;
  private sequence = 0;

  constructor(db: Queryable) {
    this.db = db;
    this.writes = new Batcher<KeyedEvent, EventOutcome>({
      keyOf: (e) => e.key,
      run: async (batch) => {
        const outcomes = await this.recordMany(batch);
        return new Map(batch.map((e, i) => [e.key, outcomes[i]!]));
      },
      maxBatch: MAX_EVENTS_PER_STATEMENT,
    });
  }

  /**
   * Stores one event through group commit (ADR 033, platform/db/batcher.ts); resolves once it is durable. Queued
   * events with the same eventId share one entry and one answer.
   */
  record(event: NewEvent): Promise<EventOutcome> {
    const key = event.eventId === null ? `#${this.sequence++}` : `${event.testId}\n${event.eventId}`;
    return this.writes.submit({ ...event, key });
  }

  /**
   * Stores a batch in one statement; answers one outcome per event, in order. An eventId repeated inside the batch is
   * stored once and shares the first one's outcome.
   */
  async recordMany(batch: readonly NewEvent[]): Promise<EventOutcome[]> {
    if (batch.length === 0) return [];
    const unique: NewEvent[] = [];
    const firstOf = new Map<string, number>();
    const slots = batch.map((e) => {
      const key = e.eventId === null ? null : `${e.testId}\n${e.eventId}`;
      const seen = key === null ? undefined : firstOf.get(key);
      if (seen !== undefined) return seen;
      if (key !== null) firstOf.set(key, unique.length);
      unique.push(e);
      return unique.length - 1;
    });
    const outcomes = await this.recordDistinct(unique);
    return slots.map((slot) => outcomes[slot]!);
  }

  private async recordDistinct(batch: readonly NewEvent[]): Promise<EventOutcome[]> {
    try {
      return await this.runStatement(batch);
    } catch (err) {
      if ((err as { code?: unknown }).code !== FOREIGN_KEY_VIOLATION) throw err;
      // A test was deleted while its events were queued: store the others, report those as gone.
      const rows = await this.db.query<{ id: string }>(
        'SELECT id FROM abs_testing.ab_test WHERE id = ANY($1::uuid[])',
        [[...new Set(batch.map((e) => e.testId))]],
      );
      const live = new Set(rows.map((r) => r.id));
      const kept = batch.filter((e) => live.has(e.testId));
      const outcomes = kept.length > 0 ? await this.runStatement(kept) : [];
      let next = 0;
      return batch.map((e) => (live.has(e.testId) ? outcomes[next++]! : 'TEST_GONE'));
    }
  }

  private async runStatement(batch: readonly NewEvent[]): Promise<EventOutcome[]> {
    const rows = await this.db.query<{ idx: number; attributed: boolean }>(RECORD_EVENTS, [
      batch.map((_, i) => i),
      batch.map((e) => e.testId),
      batch.map((e) => e.metric),
      batch.map((e) => e.userId),
      batch.map((e) => e.value),
      batch.map((e) => e.eventId),
      batch.map((e) => e.at),
    ]);
    const outcomes: EventOutcome[] = new Array(batch.length);
    for (const row of rows) outcomes[row.idx] = row.attributed ? 'ATTRIBUTED' : 'UNATTRIBUTED';
    return outcomes;
  }

  /**
   * Forgets eventIds older than `before`, oldest first (idempotency holds for retries within the retention, ADR 094).
   * The order also keeps the statement on the `seen_at` index under the one plan it gets (postgres-db.ts), instead
   * of a scan of the whole table for the few old rows.
   */
  async pruneEventIds(before: Date, limit: number): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM abs_testing.ab_event_id WHERE ctid IN (
         SELECT ctid FROM abs_testing.ab_event_id WHERE seen_at < $1 ORDER BY seen_at LIMIT $2
       ) RETURNING 1`,
      [before.toISOString(), limit],
    );
    return rows.length;
  }
}
