import type { Queryable } from '../../../platform/db/db.ts';

export interface NewAssignment {
  testId: string;
  userId: string;
  variantName: string;
}

export interface StoredAssignment {
  testId: string;
  userId: string;
  variantName: string;
}

interface Row {
  test_id: string;
  user_id: string;
  variant_name: string;
}

/**
 * Insert-if-absent on UNIQUE (test_id, user_id): the first writer wins on every replica, and the stored answer is
 * read back for the losers (ADR 030).
 */
export class AssignmentRepository {
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  async findOne(testId: string, userId: string): Promise<string | null> {
    const rows = await this.db.query<{ variant_name: string }>(
      'SELECT variant_name FROM abs_testing.ab_assignment WHERE test_id = $1 AND user_id = $2',
      [testId, userId],
    );
    return rows[0]?.variant_name ?? null;
  }

  /** Stores a batch in one statement; answers the stored variant of every (test, user), new or existing. */
  async insertMany(batch: readonly NewAssignment[]): Promise<StoredAssignment[]> {
    if (batch.length === 0) return [];
    const inserted = await this.db.query<Row>(
      `INSERT INTO abs_testing.ab_assignment (test_id, user_id, variant_name)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])
       ON CONFLICT (test_id, user_id) DO NOTHING
       RETURNING test_id, user_id, variant_name`,
      [batch.map((a) => a.testId), batch.map((a) => a.userId), batch.map((a) => a.variantName)],
    );
    const result = inserted.map(toStored);
    if (result.length === batch.length) return result;
    // Losers of a race: a new statement sees the rows the winners committed.
    const done = new Set(result.map((r) => `${r.testId}\n${r.userId}`));
    const missing = batch.filter((a) => !done.has(`${a.testId}\n${a.userId}`));
    const existing = await this.db.query<Row>(
      `SELECT a.test_id, a.user_id, a.variant_name FROM abs_testing.ab_assignment a
       JOIN unnest($1::uuid[], $2::text[]) AS m(test_id, user_id) ON a.test_id = m.test_id AND a.user_id = m.user_id`,
      [missing.map((a) => a.testId), missing.map((a) => a.userId)],
    );
    return result.concat(existing.map(toStored));
  }
}

function toStored(row: Row): StoredAssignment {
  return { testId: row.test_id, userId: row.user_id, variantName: row.variant_name };
}
