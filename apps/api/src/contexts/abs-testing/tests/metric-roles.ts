import type { Metric, MetricDraft } from './ab-test.ts';

/** A test has one primary metric: the one marked so, else the first; unmarked others are secondary (ADR 093). */
export function resolveMetricRoles(metrics: readonly MetricDraft[]): Metric[] {
  const hasPrimary = metrics.some((m) => m.role === 'PRIMARY');
  return metrics.map((m, i) => ({
    name: m.name,
    kind: m.kind,
    role: m.role ?? (!hasPrimary && i === 0 ? 'PRIMARY' : 'SECONDARY'),
  }));
}
