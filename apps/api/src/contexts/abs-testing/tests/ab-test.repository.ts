import { isUniqueViolation, type Queryable } from '../../../platform/db/db.ts';
import type { AbTestStatus } from '@app/contracts/abs-testing/ab-test';
import type { AbTest, AbTestWrite } from './ab-test.ts';

export class AbTestNameTakenError extends Error {}

/** Persistence of A/B tests; every call is scoped by customer: another customer's test is as absent as a missing one. */
export interface AbTestRepository {
  list(customerId: string): Promise<AbTest[]>;
  find(customerId: string, name: string): Promise<AbTest | null>;
  /** @throws AbTestNameTakenError */
  insert(customerId: string, test: AbTestWrite): Promise<void>;
  /**
   * Replaces the split (bumping the revision); metrics and control left undefined keep their stored values, and a
   * control no longer among the variants is dropped. False when there is no such test. @throws AbTestNameTakenError
   */
  update(customerId: string, currentName: string, test: AbTestWrite): Promise<boolean>;
  setStatus(customerId: string, name: string, status: AbTestStatus): Promise<boolean>;
  delete(customerId: string, name: string): Promise<boolean>;
}

interface AbTestRow {
  id: string;
  customer_id: string;
  name: string;
  status: AbTestStatus;
  variants: AbTest['variants'] | string;
  revision: number;
  metrics: AbTest['metrics'] | string;
  control_variant: string | null;
}

const COLUMNS = 'id, customer_id, name, status, variants, revision, metrics, control_variant';

const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toAbTest(row: AbTestRow): AbTest {
  return {
    id: row.id,
    customerId: row.customer_id,
    name: row.name,
    status: row.status,
    variants: fromJson(row.variants),
    revision: row.revision,
    metrics: fromJson(row.metrics),
    controlVariant: row.control_variant,
  };
}

// JSON goes in as ::text::jsonb: typed jsonb, postgres.js would encode the string once more and store a JSON string
// (rows written that way before still read back through fromJson).

async function mapTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AbTestNameTakenError();
    throw err;
  }
}

/** Plain SQL on `abs_testing.ab_test`; every query filters by customer_id. */
export class SqlAbTestRepository implements AbTestRepository {
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

  async insert(customerId: string, test: AbTestWrite): Promise<void> {
    await mapTaken(() =>
      this.db.query(
        `INSERT INTO abs_testing.ab_test (customer_id, name, variants, metrics, control_variant)
       VALUES ($1, $2, $3::text::jsonb, $4::text::jsonb, $5)`,
        [
          customerId,
          test.name,
          JSON.stringify(test.variants),
          JSON.stringify(test.metrics ?? []),
          test.controlVariant ?? null,
        ],
      ),
    );
  }

  async update(customerId: string, currentName: string, test: AbTestWrite): Promise<boolean> {
    const rows = await mapTaken(() =>
      this.db.query(
        `UPDATE abs_testing.ab_test SET name = $3, variants = $4::text::jsonb, revision = revision + 1, updated_at = now(),
         metrics = COALESCE($5::text::jsonb, metrics),
         control_variant = CASE
           WHEN $6::text IS NOT NULL THEN $6::text
           WHEN $4::text::jsonb @> jsonb_build_array(jsonb_build_object('variantName', control_variant))
             THEN control_variant
         END
       WHERE customer_id = $1 AND name = $2 RETURNING id`,
        [
          customerId,
          currentName,
          test.name,
          JSON.stringify(test.variants),
          test.metrics === undefined ? null : JSON.stringify(test.metrics),
          test.controlVariant ?? null,
        ],
      ),
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
    const rows = await this.db.query(
      'DELETE FROM abs_testing.ab_test WHERE customer_id = $1 AND name = $2 RETURNING id',
      [customerId, name],
    );
    return rows.length > 0;
  }
}
