import { compareConversions, compareValues, type Comparison } from '../statistics/compare.ts';
import type { Metric } from '../tests/ab-test.ts';
import type { MetricSums } from './results.repository.ts';

/** A variant as the results list it: assigned users and whether it still takes part (configured share above 0). */
export interface VariantUsers {
  variantName: string;
  users: number;
  active: boolean;
}

/**
 * The normal approximations behind the tests need a minimum sample (docs/ab-testing.md "Not enough data yet"):
 * for a proportion, at least 5 users who converted and 5 who did not (the usual np ≥ 5 rule); for a mean, at least
 * 30 users of whom 5 had events.
 */
export const MIN_CONVERSIONS = 5;
export const MIN_VALUE_USERS = 30;

/**
 * One variant's figures for one metric: conversions and rate for a conversion metric, the mean for a value metric
 * (users without events count as 0), and, except on the control, its comparison with the control.
 */
export interface VariantFigures extends Partial<Comparison> {
  variantName: string;
  users: number;
  conversions?: number;
  rate?: number;
  mean?: number;
}

/** One metric of a test: every variant's figures, and whether the sample suffices for a verdict. */
export interface MetricReport {
  metric: Metric;
  /** The variant the others are compared with. */
  control: string;
  enoughData: boolean;
  /** Events of users with no assignment in the test: counted, in no variant. */
  unattributedEvents: number;
  variants: VariantFigures[];
}

interface Figures {
  variantName: string;
  users: number;
  converted: number;
  sum: number;
  sumSquares: number;
  active: boolean;
}

/** One entry per metric: per-variant figures, each non-control variant compared with the control. */
export function metricResults(
  metrics: readonly Metric[],
  control: string,
  variants: readonly VariantUsers[],
  sums: readonly MetricSums[],
  unattributed: ReadonlyMap<string, number>,
): MetricReport[] {
  return metrics.map((metric) => {
    const own = new Map(sums.filter((s) => s.metric === metric.name).map((s) => [s.variantName, s]));
    const figures: Figures[] = variants.map((v) => {
      const s = own.get(v.variantName);
      return {
        variantName: v.variantName,
        users: v.users,
        // Counters of different tables: never let a reset race make conversions exceed users.
        converted: Math.min(v.users, s?.usersConverted ?? 0),
        sum: s?.valueSum ?? 0,
        sumSquares: s?.valueSumSquares ?? 0,
        active: v.active,
      };
    });
    const base = figures.find((f) => f.variantName === control) ?? figures[0];
    return {
      metric,
      control: base?.variantName ?? control,
      enoughData: base !== undefined && hasEnoughData(metric, base, figures),
      unattributedEvents: unattributed.get(metric.name) ?? 0,
      variants: figures.map((f) => variantResult(metric, f, base)),
    };
  });
}

function variantResult(metric: Metric, f: Figures, control: Figures | undefined): VariantFigures {
  const result: VariantFigures = { variantName: f.variantName, users: f.users };
  if (metric.kind === 'CONVERSION') {
    result.conversions = f.converted;
    if (f.users > 0) result.rate = f.converted / f.users;
  } else if (f.users > 0) {
    result.mean = f.sum / f.users;
  }
  if (!control || f === control) return result;
  const comparison =
    metric.kind === 'CONVERSION'
      ? compareConversions(
          { users: control.users, conversions: control.converted },
          { users: f.users, conversions: f.converted },
        )
      : compareValues(
          { users: control.users, sum: control.sum, sumSquares: control.sumSquares },
          { users: f.users, sum: f.sum, sumSquares: f.sumSquares },
        );
  return { ...result, ...comparison };
}

function hasEnoughData(metric: Metric, control: Figures, figures: readonly Figures[]): boolean {
  const compared = figures.filter((f) => f.active || f === control);
  if (compared.length < 2) return false;
  return compared.every((f) =>
    metric.kind === 'CONVERSION'
      ? f.converted >= MIN_CONVERSIONS && f.users - f.converted >= MIN_CONVERSIONS
      : f.users >= MIN_VALUE_USERS && f.converted >= MIN_CONVERSIONS,
  );
}
