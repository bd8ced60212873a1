import type { AbTestResults, MetricResult, MetricVariantResult } from '@app/contracts/abs-testing/results';

/** The significance level the summary and the docs use (two-sided). */
export const ALPHA = 0.05;

export type ResultsSummary =
  | { state: 'no-metrics' }
  | { state: 'no-data'; metric: MetricResult }
  | { state: 'collecting'; metric: MetricResult; users: number }
  | {
      state: 'ready';
      metric: MetricResult;
      /** The variant with the best rate or mean (the control included). */
      leader: MetricVariantResult;
      leaderIsControl: boolean;
      /** The best non-control variant, compared with the control. */
      challenger: MetricVariantResult | null;
      significant: boolean;
    };

export function primaryMetric(results: AbTestResults): MetricResult | undefined {
  return results.metrics.find((m) => m.role === 'PRIMARY') ?? results.metrics[0];
}

export const figureOf = (metric: MetricResult, v: MetricVariantResult) =>
  metric.kind === 'CONVERSION' ? (v.rate ?? null) : (v.mean ?? null);

/** What the results screen says first: about the primary metric, plainly, including "not enough data yet". */
export function summarise(results: AbTestResults): ResultsSummary {
  const metric = primaryMetric(results);
  if (!metric) return { state: 'no-metrics' };
  const users = metric.variants.reduce((s, v) => s + v.users, 0);
  const anyEvent =
    metric.kind === 'CONVERSION'
      ? metric.variants.some((v) => (v.conversions ?? 0) > 0)
      : metric.variants.some((v) => !!v.mean);
  if (users === 0 || !anyEvent) return { state: 'no-data', metric };
  if (!metric.enoughData) return { state: 'collecting', metric, users };
  const ranked = metric.variants
    .filter((v) => v.users > 0 && figureOf(metric, v) !== null)
    .sort((a, b) => figureOf(metric, b)! - figureOf(metric, a)!);
  const leader = ranked[0]!;
  const challenger = ranked.find((v) => v.variantName !== metric.control) ?? null;
  const p = challenger?.pValue ?? null;
  return {
    state: 'ready',
    metric,
    leader,
    leaderIsControl: leader.variantName === metric.control,
    challenger,
    significant: p !== null && p < ALPHA,
  };
}
