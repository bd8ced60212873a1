/**
 * Upper tail of the chi-square distribution, Q(k/2, x/2) (regularised upper incomplete gamma), by the series for
 * x < a + 1 and Lentz's continued fraction otherwise (Numerical Recipes §6.2).
 */
export function chiSquarePValue(chiSquare: number, degreesOfFreedom: number): number {
  if (chiSquare <= 0) return 1;
  const a = degreesOfFreedom / 2;
  const x = chiSquare / 2;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

const EPS = 1e-14;
const MAX_ITERATIONS = 500;

function lowerSeries(a: number, x: number): number {
  let sum = 1 / a;
  let term = sum;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

function upperFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

const LANCZOS = [
  76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
  -0.5395239384953e-5,
];

function logGamma(z: number): number {
  let y = z;
  const tmp = z + 5.5 - (z + 0.5) * Math.log(z + 5.5);
  let series = 1.000000000190015;
  for (const coefficient of LANCZOS) series += coefficient / ++y;
  return -tmp + Math.log((2.5066282746310002 * series) / z);
}
