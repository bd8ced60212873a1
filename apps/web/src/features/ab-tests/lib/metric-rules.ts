import {
  MAX_METRICS,
  METRIC_NAME_MAX_LENGTH,
  METRIC_NAME_PATTERN,
  type MetricKind,
  type MetricRole,
} from '@app/contracts/abs-testing/metric-limits';
import type { MetricDto, MetricInput } from '@app/contracts/abs-testing/metrics';

/** One editable metric of the create/edit form. */
export interface MetricRow {
  name: string;
  kind: MetricKind;
  role: MetricRole;
}

export type MetricProblem = 'required' | 'format' | 'length' | 'duplicate';

/** The first metric added is the primary one; later ones are secondary until the customer says otherwise. */
export function newMetricRow(rows: readonly MetricRow[]): MetricRow {
  return { name: '', kind: 'CONVERSION', role: rows.some((r) => r.role === 'PRIMARY') ? 'SECONDARY' : 'PRIMARY' };
}

export const canAddMetric = (rows: readonly MetricRow[]) => rows.length < MAX_METRICS;

/** The same rules the API applies (packages/contracts metrics.ts), per row; null when the row is fine. */
export function metricProblems(rows: readonly MetricRow[]): (MetricProblem | null)[] {
  return rows.map((row, index) => {
    if (row.name === '') return 'required';
    if (row.name.length > METRIC_NAME_MAX_LENGTH) return 'length';
    if (!METRIC_NAME_PATTERN.test(row.name)) return 'format';
    if (rows.findIndex((other) => other.name === row.name) < index) return 'duplicate';
    return null;
  });
}

export const hasTwoPrimaries = (rows: readonly MetricRow[]) => rows.filter((r) => r.role === 'PRIMARY').length > 1;

export function toMetricInputs(rows: readonly MetricRow[]): MetricInput[] {
  return rows.map((r) => ({ name: r.name, kind: r.kind, role: r.role }));
}

export function toMetricRows(metrics: readonly MetricDto[]): MetricRow[] {
  return metrics.map((m) => ({ name: m.name, kind: m.kind, role: m.role }));
}
