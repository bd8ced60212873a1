import type { Queryable } from '../../../platform/db/db.ts';
import { Batcher } from '../../../platform/db/batcher.ts';

export interface NewAssignment {
  testId: string;
  userId: string;
  variantName: string;
}

/** Where assignments are kept; the first stored variant of a (test, user) is the one for good (ADR 030). */
export interface AssignmentRepository {
  /** The stored variant, or null when the user has none. */
  find(testId: string, userId: string): Promise<string | null>;
  /** Stores the variant unless the user already has one; answers the stored one. Durable once resolved. */
  insertIfAbsent(assignment: NewAssignment): Promise<string>;
}

interface Row {
  test_id: string;
  user_id: string;
  variant_name: string;
}

/** A row of the read: one per user asked for, the variant null where none is stored. */
type ReadRow = Omit<Row, 'variant_name'> & { variant_name: string | null };

interface UserKey {
  testId: string;
  userId: string;
}

const keyOf = (a: UserKey) => `${a.testId}\n${a.userId}`;
const rowKey = (r: Pick<Row, 'test_id' | 'user_id'>) => `${r.test_id}\n${r.user_id}`;

/**
 * Each user is read by a subquery on the unique key, not by joining the batch to the table: a statement's plan is made
 * once per connection (postgres-db.ts), and a join planned while a test had a few thousand users (a hash join over a
 * scan of the table) stays that plan as the table grows, where the subquery is an index lookup at any size (ADR 078).
 */
export const FIND_STORED_VARIANTS = `
  SELECT m.test_id, m.user_id,
    (SELECT a.variant_name FROM abs_testing.ab_assignment a WHERE a.test_id = m.test_id AND a.user_id = m.user_id)
      AS variant_name
  FROM unnest($1::uuid[], $2::text[]) AS m(test_id, user_id)`;

/**
 * Plain SQL on UNIQUE (test_id, user_id). Concurrent calls are batched into one statement each way: reads of users
 * missing from memory, and group-committed inserts (ADR 033) — whoever inserts first wins on every replica.
 */
export class SqlAssignmentRepository implements AssignmentRepository {
  private readonly db: Queryable;
  private readonly reads: Batcher<UserKey, string | null>;
  private readonly inserts: Batcher<NewAssignment, string>;

  constructor(db: Queryable) {
    this.db = db;
    // One read in flight: past the cache, misses that arrive during it go together in the next, so the statement's
    // fixed cost (two socket messages each way, waking PostgreSQL) is shared by more users (ADR 078, addenda).
    this.reads = new Batcher<UserKey, string | null>({ keyOf, run: (batch) => this.findMany(batch) });
    this.inserts = new Batcher<NewAssignment, string>({ keyOf, run: (batch) => this.insertMany(batch) });
  }

  find(testId: string, userId: string): Promise<string | null> {
    return this.reads.submit({ testId, userId });
  }

  insertIfAbsent(assignment: NewAssignment): Promise<string> {
    return this.inserts.submit(assignment);
  }

  private async findMany(batch: readonly UserKey[]): Promise<Map<string, string | null>> {
    const rows = await this.db.query<ReadRow>(FIND_STORED_VARIANTS, [
      batch.map((a) => a.testId),
      batch.map((a) => a.userId),
    ]);
    return new Map(rows.map((row) => [rowKey(row), row.variant_name]));
  }

  private async insertMany(batch: readonly NewAssignment[]): Promise<Map<string, string>> {
    const inserted = await this.db.query<Row>(
      `INSERT INTO abs_testing.ab_assignment (test_id, user_id, variant_name)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])
       ON CONFLICT (test_id, user_id) DO NOTHING
       RETURNING test_id, user_id, variant_name`,
      [batch.map((a) => a.testId), batch.map((a) => a.userId), batch.map((a) => a.variantName)],
    );
    const stored = new Map(inserted.map((row) => [rowKey(row), row.variant_name]));
    if (stored.size === batch.length) return stored;
    // Users stored before (or by a replica racing with this statement): read what was committed.
    const existing = await this.findMany(batch.filter((a) => !stored.has(keyOf(a))));
    for (const [key, variant] of existing) if (variant !== null) stored.set(key, variant);
    return stored;
  }
}
