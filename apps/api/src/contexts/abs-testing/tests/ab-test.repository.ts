import type { Queryable } from '../../../platform/db/db.ts';
import type { AbTestStatus } from '@app/contracts/abs-testing/ab-test';
import type { AbTest, AbTestWrite } from './ab-test.ts';

interface AbTestRow {
  id: string;
  customer_id: string;
  name: string;
  status: AbTestStatus;
  variants: AbTest['variants'] | string;
  revision: number;
}

const COLUMNS = 'id, customer_id, name, status, variants, revision';

function toAbTest(row: AbTestRow): AbTest {
  const variants = typeof row.variants === 'string' ? (JSON.parse(row.variants) as AbTest['variants']) : row.variants;
  return { id: row.id, customerId: row.customer_id, name: row.name, status: row.status, variants, revision: row.revision };
}

/** Every query filters by customer_id: another customer's test is indistinguishable from a missing one. */
export class AbTestRepository {
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  async list(customerId: string): Promise<AbTest[]> {
    const rows = await this.db.query<AbTestRow>(
      `SELECT ${COLUMNS} FROM abs_testing.ab_test WHERE customer_id = $1 ORDER BY created_at, name`,
      [customerId],
    );
    return rows.map(toAbTest);
  }

  async find(customerId: string, name: string): Promise<AbTest | null> {
    const rows = await this.db.query<AbTestRow>(
      `SELECT ${COLUMNS} FROM abs_testing.ab_test WHERE customer_id = $1 AND name = $2`,
      [customerId, name],
    );
    return rows[0] ? toAbTest(rows[0]) : null;
  }

  /** Throws a unique violation when the name is taken for this customer. */
  async insert(customerId: string, test: AbTestWrite): Promise<void> {
    await this.db.query(
      'INSERT INTO abs_testing.ab_test (customer_id, name, variants) VALUES ($1, $2, $3::jsonb)',
      [customerId, test.name, JSON.stringify(test.variants)],
    );
  }

  async update(customerId: string, currentName: string, test: AbTestWrite): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE abs_testing.ab_test SET name = $3, variants = $4::jsonb, revision = revision + 1, updated_at = now()
       WHERE customer_id = $1 AND name = $2 RETURNING id`,
      [customerId, currentName, test.name, JSON.stringify(test.variants)],
    );
    return rows.length > 0;
  }

  async setStatus(customerId: string, name: string, status: AbTestStatus): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE abs_testing.ab_test SET status = $3, updated_at = now() WHERE customer_id = $1 AND name = $2 RETURNING id`,
      [customerId, name, status],
    );
    return rows.length > 0;
  }

  async delete(customerId: string, name: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM abs_testing.ab_test WHERE customer_id = $1 AND name = $2 RETURNING id', [
      customerId,
      name,
    ]);
    return rows.length > 0;
  }
}
