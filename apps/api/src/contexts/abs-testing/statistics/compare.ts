import { probabilityBetaGreater } from './beta-race.ts';
import { normalSurvival, studentTCritical, studentTTwoSided, Z_95 } from './special-functions.ts';

/** A conversion metric in one variant: assigned users and how many of them converted at least once. */
export interface ConversionCounts {
  users: number;
  conversions: number;
}

/** A value metric in one variant: assigned users and the sum and sum of squares of their per-user totals. */
export interface ValueSums {
  users: number;
  sum: number;
  sumSquares: number;
}

/**
 * One variant against the control. Uplift and its interval are relative (0.1 = +10 %); every figure is null where
 * it is not computable (an empty variant, a zero control, no variance), never NaN.
 */
export interface Comparison {
  uplift: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  pValue: number | null;
  chanceToBeatControl: number | null;
}

const NONE: Comparison = { uplift: null, ciLow: null, ciHigh: null, pValue: null, chanceToBeatControl: null };

const finiteOrNull = (n: number): number | null => (Number.isFinite(n) ? n : null);

/**
 * Conversions (docs/ab-testing.md "Statistics"): two-proportion z-test with the pooled rate; relative uplift with the
 * log (Katz) interval of the rate ratio; chance to beat control from Beta(1 + x, 1 + n - x) posteriors.
 */
export function compareConversions(control: ConversionCounts, variant: ConversionCounts): Comparison {
  const { users: nC, conversions: xC } = control;
  const { users: nT, conversions: xT } = variant;
  if (nC === 0 || nT === 0) return NONE;
  const pC = xC / nC;
  const pT = xT / nT;
  const pooled = (xC + xT) / (nC + nT);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / nC + 1 / nT));
  const pValue = se > 0 ? Math.min(1, 2 * normalSurvival(Math.abs(pT - pC) / se)) : null;
  let ciLow: number | null = null;
  let ciHigh: number | null = null;
  if (xC > 0 && xT > 0) {
    const logRatio = Math.log(pT / pC);
    const halfWidth = Z_95 * Math.sqrt(1 / xT - 1 / nT + 1 / xC - 1 / nC);
    ciLow = Math.expm1(logRatio - halfWidth);
    ciHigh = Math.expm1(logRatio + halfWidth);
  }
  return {
    uplift: pC > 0 ? pT / pC - 1 : null,
    ciLow,
    ciHigh,
    pValue,
    chanceToBeatControl: probabilityBetaGreater(1 + xT, 1 + nT - xT, 1 + xC, 1 + nC - xC),
  };
}

export interface ValueMoments {
  mean: number;
  /** Sample variance of the per-user totals (n - 1 in the denominator). */
  variance: number;
}

export function valueMoments(s: ValueSums): ValueMoments | null {
  if (s.users === 0) return null;
  // One user has no spread to measure; callers test users >= 2 before using the variance.
  if (s.users === 1) return { mean: s.sum, variance: 0 };
  const mean = s.sum / s.users;
  return { mean, variance: Math.max(0, (s.sumSquares - s.sum * mean) / (s.users - 1)) };
}

/**
 * Values: Welch's t-test; relative uplift of the means with a delta-method interval on Welch's degrees of freedom;
 * chance to beat control from the normal approximation of the two means.
 */
export function compareValues(control: ValueSums, variant: ValueSums): Comparison {
  const c = valueMoments(control);
  const t = valueMoments(variant);
  if (!c || !t) return NONE;
  const uplift = c.mean !== 0 ? finiteOrNull(t.mean / c.mean - 1) : null;
  if (control.users < 2 || variant.users < 2) return { ...NONE, uplift };
  const vC = c.variance / control.users;
  const vT = t.variance / variant.users;
  const se = Math.sqrt(vC + vT);
  if (!(se > 0)) return { ...NONE, uplift };
  // Welch–Satterthwaite, written with shares of the variance so that tiny variances cannot underflow to 0 / 0.
  const shareC = vC / (vC + vT);
  const shareT = vT / (vC + vT);
  const df = 1 / (shareC ** 2 / (control.users - 1) + shareT ** 2 / (variant.users - 1));
  const pValue = studentTTwoSided((t.mean - c.mean) / se, df);
  let ciLow: number | null = null;
  let ciHigh: number | null = null;
  if (uplift !== null) {
    const seRelative = Math.sqrt(vT / c.mean ** 2 + (t.mean ** 2 * vC) / c.mean ** 4);
    const halfWidth = studentTCritical(0.05, df) * seRelative;
    ciLow = finiteOrNull(uplift - halfWidth);
    ciHigh = finiteOrNull(uplift + halfWidth);
  }
  return {
    uplift,
    ciLow,
    ciHigh,
    pValue: finiteOrNull(pValue),
    chanceToBeatControl: finiteOrNull(normalSurvival((c.mean - t.mean) / se)),
  };
}
