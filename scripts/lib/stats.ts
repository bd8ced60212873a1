/** The middle value (the upper one of the two middles for an even count); `values` must not be empty. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Nearest-rank percentile (p in 0..100): the smallest value with at least p % of the values at or below it, so a
 * p99 over 100 samples is the 99th smallest and never an interpolated value nobody observed. NaN when empty.
 */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}
