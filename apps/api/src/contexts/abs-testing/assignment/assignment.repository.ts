import type { Queryable } from '../../../platform/db/db.ts';
import { Batcher } from '../../../platform/db/batcher.ts';

/** A user the cache does not know, with the variant the published hash chose (null: the hash leaves them out). */
export interface AssignmentLookup {
  testId: string;
  userId: string;
  chosen: string | null;
}

export interface StoredAssignment {
  /** The user's variant for good; null when nothing is stored and nothing was chosen. */
  variant: string | null;
  /** True when this call stored it (a new user), false when it was stored before. */
  isNew: boolean;
}

/** Where assignments are kept; the first stored variant of a (test, user) is the one for good (ADR 030). */
export interface AssignmentRepository {
  /**
   * The stored variant; when there is none and `chosen` is a variant, stores it first (insert-if-absent: whoever
   * inserts first wins, on every replica) and answers what is stored. Durable once resolved.
   */
  findOrInsert(lookup: AssignmentLookup): Promise<StoredAssignment>;
}

interface Row {
  test_id: string;
  user_id: string;
  variant_name: string | null;
}

interface NewAssignment {
  testId: string;
  userId: string;
  chosen: string;
}

interface UserKey {
  testId: string;
  userId: string;
}

const keyOf = (a: UserKey) => `${a.testId}\n${a.userId}`;
const rowKey = (r: Row) => `${r.test_id}\n${r.user_id}`;

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

const INSERT = `
  INSERT INTO abs_testing.ab_assignment (test_id, user_id, variant_name)
  SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])
  ON CONFLICT (test_id, user_id) DO NOTHING
  RETURNING test_id, user_id, variant_name`;

/**
 * Plain SQL on UNIQUE (test_id, user_id) INCLUDE (variant_name). A user missing from memory is read first, so a
 * returning one never takes the insert path nor waits for a commit; only a user with no stored row is inserted.
 * Concurrent calls are batched each way (platform/db/batcher.ts): reads of users missing from memory, and
 * group-committed inserts (ADR 033) — whoever inserts first wins, on every replica.
 */
export class SqlAssignmentRepository implements AssignmentRepository {
  private readonly db: Queryable;
  private readonly reads: Batcher<UserKey, string | null>;
  private readonly inserts: Batcher<NewAssignment, StoredAssignment>;

  constructor(db: Queryable) {
    this.db = db;
    this.reads = new Batcher<UserKey, string | null>({ keyOf, run: (batch) => this.findMany(batch) });
    this.inserts = new Batcher<NewAssignment, StoredAssignment>({ keyOf, run: (batch) => this.insertMany(batch) });
  }

  async findOrInsert(lookup: AssignmentLookup): Promise<StoredAssignment> {
    const stored = await this.reads.submit(lookup);
    if (stored !== null || lookup.chosen === null) return { variant: stored, isNew: false };
    return this.inserts.submit({ testId: lookup.testId, userId: lookup.userId, chosen: lookup.chosen });
  }

  private async findMany(batch: readonly UserKey[]): Promise<Map<string, string | null>> {
    const rows = await this.db.query<Row>(FIND_STORED_VARIANTS, [
      batch.map((a) => a.testId),
      batch.map((a) => a.userId),
    ]);
    return new Map(rows.map((row) => [rowKey(row), row.variant_name]));
  }

  private async insertMany(batch: readonly NewAssignment[]): Promise<Map<string, StoredAssignment>> {
    const inserted = await this.db.query<Row>(INSERT, [
      batch.map((a) => a.testId),
      batch.map((a) => a.userId),
      batch.map((a) => a.chosen),
    ]);
    const stored = new Map<string, StoredAssignment>();
    for (const row of inserted) stored.set(rowKey(row), { variant: row.variant_name, isNew: true });
    if (stored.size === batch.length) return stored;
    // Users stored meanwhile (by a replica racing with this statement): read what was committed. One still missing
    // fails with 503 in the batcher, never answered unstored.
    const existing = await this.findMany(batch.filter((a) => !stored.has(keyOf(a))));
    for (const [key, variant] of existing) if (variant !== null) stored.set(key, { variant, isNew: false });
    return stored;
  }
}
