/**
 * Special functions for the A/B statistics, in double precision. Pinned against scipy by statistics.cases.json
 * (see generate-statistics-cases.py); every routine here is a textbook algorithm, cited where it is defined.
 */

// Lanczos approximation, g = 7, n = 9 (Godfrey's coefficients, ~1e-15 relative below the Stirling range).
const LANCZOS_G = 7;
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const HALF_LOG_TWO_PI = 0.9189385332046728;

const STIRLING_FROM = 15;

/** ln Γ(x) - [(x - ½) ln x - x + ½ ln 2π]: the Stirling series' correction, four terms (error < 1e-13 from 15). */
function stirlingCorrection(x: number): number {
  const inv = 1 / x;
  const inv2 = inv * inv;
  return inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 / 1680)));
}

/** ln Γ(x) for x > 0: Lanczos below 15, the Stirling series above. */
export function logGamma(x: number): number {
  if (x >= STIRLING_FROM) return (x - 0.5) * Math.log(x) - x + HALF_LOG_TWO_PI + stirlingCorrection(x);
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln(x / (x + y)) without losing digits when y is much smaller than x. */
function logShare(x: number, y: number): number {
  return x < y ? Math.log(x / (x + y)) : Math.log1p(-y / (x + y));
}

/**
 * ln B(a, b). With a large argument the Stirling terms are combined before rounding: the difference of two log-gammas
 * of 10⁷ would otherwise keep only ~1e-9 of precision, which Student's t at Welch's huge df needs.
 */
export function logBeta(a: number, b: number): number {
  const big = Math.max(a, b);
  const small = Math.min(a, b);
  if (small >= STIRLING_FROM) {
    return (
      HALF_LOG_TWO_PI +
      (a - 0.5) * logShare(a, b) +
      (b - 0.5) * logShare(b, a) -
      0.5 * Math.log(a + b) +
      stirlingCorrection(a) +
      stirlingCorrection(b) -
      stirlingCorrection(a + b)
    );
  }
  if (big >= STIRLING_FROM) {
    return (
      logGamma(small) +
      (big - 0.5) * logShare(big, small) -
      small * Math.log(big + small) +
      small +
      stirlingCorrection(big) -
      stirlingCorrection(big + small)
    );
  }
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 100_000;

/**
 * Upper regularised incomplete gamma Q(a, x): the series for P when x < a + 1, else Lentz's continued fraction
 * (Numerical Recipes §6.2).
 */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(logPrefix) * h;
}

/**
 * Regularised incomplete beta I_x(a, b). `oneMinusX` may be passed when the caller knows 1 - x more precisely than
 * the subtraction would give (a tail probability). Continued fraction by modified Lentz (Numerical Recipes §6.4),
 * on the side of the symmetry relation where it converges fast.
 */
export function regularizedBeta(x: number, a: number, b: number, oneMinusX = 1 - x): number {
  if (Number.isNaN(x + a + b + oneMinusX)) return Number.NaN;
  if (x <= 0) return 0;
  if (oneMinusX <= 0) return 1;
  const logPrefix = a * Math.log(x) + b * Math.log(oneMinusX) - logBeta(a, b);
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(logPrefix) * betaFraction(x, a, b)) / a;
  return 1 - (Math.exp(logPrefix) * betaFraction(oneMinusX, b, a)) / b;
}

function betaFraction(x: number, a: number, b: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return h;
}

/** Upper tail of the standard normal, 1 - Φ(z), with full relative precision far into the tail. */
export function normalSurvival(z: number): number {
  if (z < 0) return 1 - normalSurvival(-z);
  // erfc(u) = Q(1/2, u²) with u = z / √2.
  const x = (z * z) / 2;
  if (x === 0) return 0.5;
  return 0.5 * regularizedGammaQ(0.5, x);
}

export function normalCdf(z: number): number {
  return 1 - normalSurvival(z);
}

// Beyond this many degrees of freedom the incomplete beta loses digits (x within 1e-9 of 1) while the normal limit
// with its first correction term is exact to O(df⁻²) < 1e-14.
const T_AS_NORMAL_FROM = 1e7;

/** Two-sided tail of Student's t with `df` degrees of freedom (df may be fractional, as Welch's is). */
export function studentTTwoSided(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  const t2 = t * t;
  if (df >= T_AS_NORMAL_FROM) {
    // F(t) = Φ(t) - φ(t)(t³ + t) / (4 df) + O(df⁻²) (Abramowitz & Stegun 26.7.5, first term).
    const density = Math.exp(-t2 / 2) / Math.sqrt(2 * Math.PI);
    const tail = normalSurvival(Math.abs(t)) + (density * Math.abs(t) * (t2 + 1)) / (4 * df);
    return Math.min(1, 2 * tail);
  }
  return regularizedBeta(df / (df + t2), df / 2, 0.5, t2 / (df + t2));
}

// From this many degrees of freedom the Cornish–Fisher series below is exact to double precision.
const T_QUANTILE_SERIES_FROM = 1000;

/** The t value whose two-sided tail is `alpha` (e.g. 0.05 for a 95 % interval). */
export function studentTCritical(alpha: number, df: number): number {
  if (df >= T_QUANTILE_SERIES_FROM && alpha === 0.05) return cornishFisherT(Z_95, df);
  let lo = 0;
  let hi = 1;
  while (studentTTwoSided(hi, df) > alpha) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-14 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (studentTTwoSided(mid, df) > alpha) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Student's t quantile from the normal one, Abramowitz & Stegun 26.7.5 (four terms). */
function cornishFisherT(z: number, df: number): number {
  const z2 = z * z;
  const g1 = (z * (z2 + 1)) / 4;
  const g2 = (z * ((5 * z2 + 16) * z2 + 3)) / 96;
  const g3 = (z * (((3 * z2 + 19) * z2 + 17) * z2 - 15)) / 384;
  const g4 = (z * ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945)) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** z with a two-sided normal tail of 5 %: Φ⁻¹(0.975). */
export const Z_95 = 1.959963984540054;
