import { LIST_VARIABLES_SHOWN, type ToggleType } from '@app/contracts/feature-toggle/toggle';
import type { Db } from '../../../platform/db/db.ts';
import { isUniqueViolation } from '../../../platform/db/db.ts';
import type { ToggleDefinition, ToggleStateSummary } from '../evaluation/toggle-definition.ts';

export class ToggleNameTakenError extends Error {}

/** Persistence of toggles; every query is scoped by customer (ARCHITECTURE.md §4). */
export interface ToggleRepository {
  list(customerId: string): Promise<ToggleDefinition[]>;
  /** The list in the same order, with a count in place of variable names: one query, whatever the number of toggles. */
  listStates(customerId: string): Promise<ToggleStateSummary[]>;
  count(customerId: string): Promise<number>;
  find(customerId: string, name: string): Promise<ToggleDefinition | null>;
  /** @throws ToggleNameTakenError */
  insert(customerId: string, toggle: ToggleDefinition): Promise<void>;
  /** Replaces the toggle named `currentName` of the same kind; false when there is none. @throws ToggleNameTakenError */
  update(customerId: string, currentName: string, toggle: ToggleDefinition): Promise<boolean>;
  delete(customerId: string, type: ToggleType, name: string): Promise<boolean>;
}

interface ToggleRow {
  name: string;
  toggle_type: ToggleType;
  enabled: boolean | null;
  toggle_date: Date | string | null;
  variables: string[] | string | null;
  pattern: string | null;
}

const COLUMNS = 'name, toggle_type, enabled, toggle_date, variables, pattern';
const LIST_ORDER = 'ORDER BY created_at, name';

type ScalarKind = Exclude<ToggleType, 'VARIABLE'>;

/** The kinds stored in one column each: the list and the detail read them alike. */
function toScalarDefinition(row: Omit<ToggleRow, 'variables' | 'toggle_type'> & { toggle_type: ScalarKind }) {
  switch (row.toggle_type) {
    case 'SIMPLE':
      return { name: row.name, type: 'SIMPLE', enabled: row.enabled === true } as const;
    case 'DATE':
      return { name: row.name, type: 'DATE', date: new Date(row.toggle_date!) } as const;
    case 'PATTERN':
      return { name: row.name, type: 'PATTERN', pattern: row.pattern ?? '' } as const;
  }
}

function toDefinition(row: ToggleRow): ToggleDefinition {
  if (row.toggle_type !== 'VARIABLE') return toScalarDefinition({ ...row, toggle_type: row.toggle_type });
  const variables = typeof row.variables === 'string' ? (JSON.parse(row.variables) as string[]) : (row.variables ?? []);
  return { name: row.name, type: 'VARIABLE', variables };
}

interface ToggleStateRow extends Omit<ToggleRow, 'variables'> {
  variable_count: number | string | null;
  first_variables: string[] | string | null;
}

function toStateSummary(row: ToggleStateRow): ToggleStateSummary {
  if (row.toggle_type !== 'VARIABLE') return toScalarDefinition({ ...row, toggle_type: row.toggle_type });
  const first = row.first_variables;
  const firstVariables = typeof first === 'string' ? (JSON.parse(first) as string[]) : (first ?? []);
  return { name: row.name, type: 'VARIABLE', variableCount: Number(row.variable_count ?? 0), firstVariables };
}

function values(toggle: ToggleDefinition): unknown[] {
  return [
    toggle.type === 'SIMPLE' ? toggle.enabled : null,
    toggle.type === 'DATE' ? toggle.date.toISOString() : null,
    toggle.type === 'VARIABLE' ? JSON.stringify(toggle.variables) : null,
    toggle.type === 'PATTERN' ? toggle.pattern : null,
  ];
}

async function mapTaken<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ToggleNameTakenError();
    throw err;
  }
}

/** Plain SQL on `feature_toggle.toggles`. */
export class SqlToggleRepository implements ToggleRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async list(customerId: string): Promise<ToggleDefinition[]> {
    const rows = await this.db.query<ToggleRow>(
      `SELECT ${COLUMNS} FROM feature_toggle.toggles WHERE customer_id = $1 ${LIST_ORDER}`,
      [customerId],
    );
    return rows.map(toDefinition);
  }

  async listStates(customerId: string): Promise<ToggleStateSummary[]> {
    const rows = await this.db.query<ToggleStateRow>(
      `SELECT name, toggle_type, enabled, toggle_date, jsonb_array_length(variables) AS variable_count,
              (SELECT jsonb_agg(shown.value ORDER BY shown.position)
                 FROM jsonb_array_elements_text(variables) WITH ORDINALITY AS shown(value, position)
                WHERE shown.position <= $2) AS first_variables,
              pattern
       FROM feature_toggle.toggles WHERE customer_id = $1 ${LIST_ORDER}`,
      [customerId, LIST_VARIABLES_SHOWN],
    );
    return rows.map(toStateSummary);
  }

  async count(customerId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM feature_toggle.toggles WHERE customer_id = $1',
      [customerId],
    );
    return Number(row?.n ?? 0);
  }

  async find(customerId: string, name: string): Promise<ToggleDefinition | null> {
    const [row] = await this.db.query<ToggleRow>(
      `SELECT ${COLUMNS} FROM feature_toggle.toggles WHERE customer_id = $1 AND name = $2`,
      [customerId, name],
    );
    return row ? toDefinition(row) : null;
  }

  async insert(customerId: string, toggle: ToggleDefinition): Promise<void> {
    await mapTaken(() =>
      this.db.query(
        `INSERT INTO feature_toggle.toggles (customer_id, name, toggle_type, enabled, toggle_date, variables, pattern)
         VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7)`,
        [customerId, toggle.name, toggle.type, ...values(toggle)],
      ),
    );
  }

  async update(customerId: string, currentName: string, toggle: ToggleDefinition): Promise<boolean> {
    const rows = await mapTaken(() =>
      this.db.query(
        `UPDATE feature_toggle.toggles
         SET name = $3, enabled = $5, toggle_date = $6, variables = $7::text::jsonb, pattern = $8, updated_at = now()
         WHERE customer_id = $1 AND name = $2 AND toggle_type = $4 RETURNING id`,
        [customerId, currentName, toggle.name, toggle.type, ...values(toggle)],
      ),
    );
    return rows.length > 0;
  }

  async delete(customerId: string, type: ToggleType, name: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM feature_toggle.toggles WHERE customer_id = $1 AND name = $2 AND toggle_type = $3 RETURNING id',
      [customerId, name, type],
    );
    return rows.length > 0;
  }
}
