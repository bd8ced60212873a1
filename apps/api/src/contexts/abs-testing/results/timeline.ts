import type { MetricKind } from '@app/contracts/abs-testing/metric-limits';
import { studentTCritical, Z_95 } from '../statistics/special-functions.ts';
import type { DailyAssignments, DailyMetricSums } from './results.repository.ts';

/** The chart shows at most this many days; earlier days still count in the first point's cumulative figures. */
export const MAX_TIMELINE_DAYS = 366;
const DAY_MS = 86_400_000;

/** A variant's cumulative figure at the end of one day, with its 95 % interval (null where not computable). */
export interface TimelinePoint {
  variantName: string;
  users: number;
  value: number | null;
  low: number | null;
  high: number | null;
}

/** A UTC day as `YYYY-MM-DD`, and every variant's point at its end. */
export interface TimelineDay {
  date: string;
  variants: TimelinePoint[];
}

interface Running {
  users: number;
  converted: number;
  sum: number;
  sumSquares: number;
}

/**
 * Cumulative rate (conversions) or mean (values) per variant at the end of every UTC day from the first assignment or
 * event to the last, with a 95 % interval: Wilson's score interval for a rate, mean ± t·s/√n for a mean.
 */
export function buildTimeline(
  kind: MetricKind,
  variantNames: readonly string[],
  assignments: readonly DailyAssignments[],
  sums: readonly DailyMetricSums[],
): TimelineDay[] {
  const days = [...assignments.map((a) => a.day), ...sums.map((s) => s.day)].sort();
  if (days.length === 0) return [];
  const first = Date.parse(days[0]!);
  const last = Date.parse(days.at(-1)!);
  const shownFrom = Math.max(first, last - (MAX_TIMELINE_DAYS - 1) * DAY_MS);
  const running = new Map(variantNames.map((v) => [v, { users: 0, converted: 0, sum: 0, sumSquares: 0 }]));
  const at = (variantName: string): Running => {
    let r = running.get(variantName);
    if (!r) running.set(variantName, (r = { users: 0, converted: 0, sum: 0, sumSquares: 0 }));
    return r;
  };
  let a = 0;
  let s = 0;
  const result: TimelineDay[] = [];
  for (let t = first; t <= last; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    for (; a < assignments.length && assignments[a]!.day <= date; a++)
      at(assignments[a]!.variantName).users += assignments[a]!.users;
    for (; s < sums.length && sums[s]!.day <= date; s++) {
      const r = at(sums[s]!.variantName);
      r.converted += sums[s]!.usersConverted;
      r.sum += sums[s]!.valueSum;
      r.sumSquares += sums[s]!.valueSumSquares;
    }
    if (t < shownFrom) continue;
    result.push({
      date,
      variants: [...running].map(([variantName, r]) => ({ variantName, users: r.users, ...point(kind, r) })),
    });
  }
  return result;
}

// Small df take a bisection each; a year of daily points for a few variants would repeat the same ones.
const criticalByDf = new Map<number, number>();
function critical(df: number): number {
  let t = criticalByDf.get(df);
  if (t === undefined) {
    t = studentTCritical(0.05, df);
    if (df < 1000) criticalByDf.set(df, t);
  }
  return t;
}

function point(kind: MetricKind, r: Running): { value: number | null; low: number | null; high: number | null } {
  const n = r.users;
  if (n === 0) return { value: null, low: null, high: null };
  if (kind === 'CONVERSION') {
    const p = Math.min(1, r.converted / n);
    const z2 = Z_95 * Z_95;
    const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const half = (Z_95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
    return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
  }
  const mean = r.sum / n;
  if (n < 2) return { value: mean, low: null, high: null };
  const variance = Math.max(0, (r.sumSquares - r.sum * mean) / (n - 1));
  const half = critical(n - 1) * Math.sqrt(variance / n);
  return { value: mean, low: mean - half, high: mean + half };
}
