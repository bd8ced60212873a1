import type { Queryable } from '../../../platform/db/db.ts';

export interface VariantAssignmentCount {
  variantName: string;
  count: number;
}

export interface RecentAssignment {
  variantName: string;
  userId: string;
}

/** Sums of one metric in one variant (over all days, or up to one day). */
export interface MetricSums {
  metric: string;
  variantName: string;
  usersConverted: number;
  valueSum: number;
  valueSumSquares: number;
}

export interface DailyAssignments {
  day: string;
  variantName: string;
  users: number;
}

export type DailyMetricSums = MetricSums & { day: string };

/**
 * Read side for the customer's results and the public demo results: the counters the writes keep per variant, metric
 * and UTC day (ADR 094), and the latest assignments. Days are `YYYY-MM-DD`.
 */
export interface ResultsRepository {
  /** Assigned users per variant (variants with users only), by variant name. */
  countByVariant(testId: string): Promise<VariantAssignmentCount[]>;
  /** Per metric and variant, over all days. */
  metricSums(testId: string): Promise<MetricSums[]>;
  /** Events of users without an assignment, by metric. */
  unattributedEvents(testId: string): Promise<Map<string, number>>;
  /** New assignments per day and variant, oldest day first. */
  dailyAssignments(testId: string): Promise<DailyAssignments[]>;
  /** One metric's sums per day and variant, oldest day first. */
  dailyMetricSums(testId: string, metric: string): Promise<DailyMetricSums[]>;
  /** The latest assignments, newest first. */
  latest(testId: string, limit: number): Promise<RecentAssignment[]>;
  /** Empties a test's assignments, events and counters (the demos' reset). */
  deleteAll(testId: string): Promise<void>;
}

const num = (v: string | number) => Number(v);
// As text, so neither driver turns the date into a local-time Date.
const DAY = "to_char(day, 'YYYY-MM-DD')";

/**
 * Plain SQL on the per-day counters the writes maintain (migration 003): a handful of rows per variant, metric and
 * day, however many users and events.
 */
export class SqlResultsRepository implements ResultsRepository {
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  async countByVariant(testId: string): Promise<VariantAssignmentCount[]> {
    const rows = await this.db.query<{ variant_name: string; count: string | number }>(
      `SELECT variant_name, sum(users) AS count FROM abs_testing.ab_assignment_day WHERE test_id = $1
       GROUP BY variant_name HAVING sum(users) > 0 ORDER BY variant_name`,
      [testId],
    );
    return rows.map((r) => ({ variantName: r.variant_name, count: num(r.count) }));
  }

  async metricSums(testId: string): Promise<MetricSums[]> {
    const rows = await this.db.query<MetricRow>(
      `SELECT metric, variant_name, sum(users_converted) AS users_converted, sum(value_sum) AS value_sum,
              sum(value_sum_squares) AS value_sum_squares
       FROM abs_testing.ab_metric_day WHERE test_id = $1 GROUP BY metric, variant_name`,
      [testId],
    );
    return rows.map(toSums);
  }

  async unattributedEvents(testId: string): Promise<Map<string, number>> {
    const rows = await this.db.query<{ metric: string; events: string | number }>(
      'SELECT metric, events FROM abs_testing.ab_metric_unattributed WHERE test_id = $1',
      [testId],
    );
    return new Map(rows.map((r) => [r.metric, num(r.events)]));
  }

  async dailyAssignments(testId: string): Promise<DailyAssignments[]> {
    const rows = await this.db.query<{ day: string; variant_name: string; users: string | number }>(
      `SELECT ${DAY} AS day, variant_name, users FROM abs_testing.ab_assignment_day WHERE test_id = $1 ORDER BY day`,
      [testId],
    );
    return rows.map((r) => ({ day: r.day, variantName: r.variant_name, users: num(r.users) }));
  }

  async dailyMetricSums(testId: string, metric: string): Promise<DailyMetricSums[]> {
    const rows = await this.db.query<MetricRow & { day: string }>(
      `SELECT ${DAY} AS day, metric, variant_name, users_converted, value_sum, value_sum_squares
       FROM abs_testing.ab_metric_day WHERE test_id = $1 AND metric = $2 ORDER BY day`,
      [testId, metric],
    );
    return rows.map((r) => ({ ...toSums(r), day: r.day }));
  }

  async latest(testId: string, limit: number): Promise<RecentAssignment[]> {
    const rows = await this.db.query<{ variant_name: string; user_id: string }>(
      'SELECT variant_name, user_id FROM abs_testing.ab_assignment WHERE test_id = $1 ORDER BY seq DESC LIMIT $2',
      [testId, limit],
    );
    return rows.map((r) => ({ variantName: r.variant_name, userId: r.user_id }));
  }

  /** In one statement. */
  async deleteAll(testId: string): Promise<void> {
    await this.db.query(
      `WITH a AS (DELETE FROM abs_testing.ab_assignment WHERE test_id = $1),
            d AS (DELETE FROM abs_testing.ab_assignment_day WHERE test_id = $1),
            u AS (DELETE FROM abs_testing.ab_user_metric WHERE test_id = $1),
            m AS (DELETE FROM abs_testing.ab_metric_day WHERE test_id = $1),
            x AS (DELETE FROM abs_testing.ab_metric_unattributed WHERE test_id = $1)
       DELETE FROM abs_testing.ab_event_id WHERE test_id = $1`,
      [testId],
    );
  }
}

interface MetricRow {
  metric: string;
  variant_name: string;
  users_converted: string | number;
  value_sum: string | number;
  value_sum_squares: string | number;
}

function toSums(r: MetricRow): MetricSums {
  return {
    metric: r.metric,
    variantName: r.variant_name,
    usersConverted: num(r.users_converted),
    valueSum: num(r.value_sum),
    valueSumSquares: num(r.value_sum_squares),
  };
}
