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
  is_new?: boolean;
}

interface UserKey {
  testId: string;
  userId: string;
}

const keyOf = (a: UserKey) => `${a.testId}\n${a.userId}`;
const rowKey = (r: Row) => `${r.test_id}\n${r.user_id}`;

const STORED_VARIANT = `SELECT a.variant_name FROM abs_testing.ab_assignment a
  WHERE a.test_id = m.test_id AND a.user_id = m.user_id`;

/**
 * One statement reads the stored rows of a batch and inserts the chosen variant of the users it did not find, so a
 * new user costs one statement and a returning one a read whose insert has no rows (no transaction id, no WAL, no
 * commit to wait for). Each user is read by a subquery on the unique key rather than a join: a statement's plan is
 * made once per connection (postgres-db.ts), and a join planned while the table was small (a hash join over a scan
 * of the table) stays that plan as the table grows, where the subquery is an index lookup at any size (ADR 078).
 */
export const FIND_OR_INSERT = `
  WITH m AS (
    SELECT m.test_id, m.user_id, m.chosen, (${STORED_VARIANT}) AS stored
    FROM unnest($1::uuid[], $2::text[], $3::text[]) AS m(test_id, user_id, chosen)
  ), inserted AS (
    INSERT INTO abs_testing.ab_assignment (test_id, user_id, variant_name)
    SELECT test_id, user_id, chosen FROM m WHERE stored IS NULL AND chosen IS NOT NULL
    ON CONFLICT (test_id, user_id) DO NOTHING
    RETURNING test_id, user_id, variant_name
  )
  SELECT test_id, user_id, stored AS variant_name, false AS is_new FROM m WHERE stored IS NOT NULL
  UNION ALL
  SELECT test_id, user_id, variant_name, true AS is_new FROM inserted`;

/** Users stored by another statement after this one's snapshot (a replica racing with it). */
const FIND = `
  SELECT m.test_id, m.user_id, (${STORED_VARIANT}) AS variant_name
  FROM unnest($1::uuid[], $2::text[]) AS m(test_id, user_id)`;

/** Plain SQL on UNIQUE (test_id, user_id) INCLUDE (variant_name). */
export class SqlAssignmentRepository implements AssignmentRepository {
  private readonly db: Queryable;
  private readonly lookups: Batcher<AssignmentLookup, StoredAssignment>;

  constructor(db: Queryable) {
    this.db = db;
    this.lookups = new Batcher<AssignmentLookup, StoredAssignment>({
      keyOf,
      run: (batch) => this.findOrInsertMany(batch),
    });
  }

  findOrInsert(lookup: AssignmentLookup): Promise<StoredAssignment> {
    return this.lookups.submit(lookup);
  }

  private async findOrInsertMany(batch: readonly AssignmentLookup[]): Promise<Map<string, StoredAssignment>> {
    const rows = await this.db.query<Row>(FIND_OR_INSERT, [
      batch.map((a) => a.testId),
      batch.map((a) => a.userId),
      batch.map((a) => a.chosen),
    ]);
    const answers = new Map<string, StoredAssignment>();
    for (const row of rows) answers.set(rowKey(row), { variant: row.variant_name, isNew: row.is_new === true });
    const raced: AssignmentLookup[] = [];
    for (const a of batch) {
      if (answers.has(keyOf(a))) continue;
      if (a.chosen === null) answers.set(keyOf(a), { variant: null, isNew: false });
      else raced.push(a);
    }
    // A chosen user neither read nor inserted was stored by another statement (a replica) after this one's snapshot:
    // read what was committed. One still missing fails with 503 in the batcher, never answered unstored.
    if (raced.length > 0) {
      const committed = await this.db.query<Row>(FIND, [raced.map((a) => a.testId), raced.map((a) => a.userId)]);
      for (const row of committed) {
        if (row.variant_name !== null) answers.set(rowKey(row), { variant: row.variant_name, isNew: false });
      }
    }
    return answers;
  }
}
