/**
 * P(X > Y) for independent X ~ Beta(aX, bX), Y ~ Beta(aY, bY): the Bayesian chance that a variant's conversion rate
 * beats the control's. Numeric integration with Gauss–Legendre panels, over the narrower of the two posteriors, of its
 * density times the wider one's CDF (smooth on that scale). Densities are evaluated relative to their mode and
 * normalised by the same quadrature, so no log-gamma cancellation limits precision at huge counts. Pinned against an
 * exact closed-form sum and scipy quadrature (statistics.cases.json); O(1) in the counts.
 *
 * The wide CDF is needed at every quadrature node of the narrow window. Within one panel it comes from the wide
 * density at the panel's own ten nodes, integrated through their interpolating polynomial (`PARTIAL`), so a panel
 * costs 20 density evaluations instead of 110; on this scale the wide density is smooth, and the result moves by
 * less than 1e-12 against integrating each node's partial panel afresh.
 */

// 10-point Gauss–Legendre on [-1, 1].
const NODES = [
  -0.9739065285171717, -0.8650633666889845, -0.6794095682990244, -0.4333953941292472, -0.1488743389816312,
  0.1488743389816312, 0.4333953941292472, 0.6794095682990244, 0.8650633666889845, 0.9739065285171717,
];
const WEIGHTS = [
  0.0666713443086881, 0.1494513491505806, 0.219086362515982, 0.2692667193099963, 0.2955242247147529, 0.2955242247147529,
  0.2692667193099963, 0.219086362515982, 0.1494513491505806, 0.0666713443086881,
];

/** ℓ_j(s): the Lagrange basis polynomial of the nodes that is 1 at node j and 0 at the others. */
function lagrange(j: number, s: number): number {
  let value = 1;
  for (let m = 0; m < NODES.length; m++) if (m !== j) value *= (s - NODES[m]!) / (NODES[j]! - NODES[m]!);
  return value;
}

/**
 * PARTIAL[k][j] = ∫ ℓ_j over [-1, NODES[k]]: Σ_j PARTIAL[k][j] f(NODES[j]) integrates f from -1 to node k. Computed
 * once with the same 10-point rule on [-1, NODES[k]], which is exact for ℓ_j (degree 9).
 */
const PARTIAL = NODES.map((upTo) => NODES.map((_, j) => integrate((s) => lagrange(j, s), -1, upTo)));

/**
 * Window half-width in standard deviations. A posterior with both parameters large is close to normal (10 sd leave
 * ~1e-23 outside); a small parameter makes it skewed with a long tail (a = 2, b = 10⁶ needs ~30 sd for 1e-17), so the
 * window widens as the smaller parameter shrinks. Narrow windows keep a results read as cheap at a billion users as at
 * a hundred.
 */
function windowSds(a: number, b: number): number {
  return Math.min(40, 10 + 30 / Math.sqrt(Math.min(a, b)));
}

interface Shape {
  a: number;
  b: number;
  mode: number;
  sd: number;
  lo: number;
  hi: number;
}

function shapeOf(a: number, b: number): Shape {
  const n = a + b;
  const mean = a / n;
  const sd = Math.sqrt((a * b) / (n * n * (n + 1)));
  const mode = a > 1 && b > 1 ? (a - 1) / (n - 2) : a <= 1 && b > 1 ? 0 : a > 1 && b <= 1 ? 1 : 0.5;
  const k = windowSds(a, b);
  return { a, b, mode, sd, lo: Math.max(0, mean - k * sd), hi: Math.min(1, mean + k * sd) };
}

/** Density divided by its value at the mode (1 at the mode). */
function relativeDensity(s: Shape, x: number): number {
  let log = 0;
  if (s.a !== 1) log += (s.a - 1) * (s.mode > 0 ? Math.log1p((x - s.mode) / s.mode) : Math.log(x));
  if (s.b !== 1) log += (s.b - 1) * (s.mode < 1 ? Math.log1p((s.mode - x) / (1 - s.mode)) : Math.log(1 - x));
  return Math.exp(log);
}

function integrate(f: (x: number) => number, from: number, to: number): number {
  if (to <= from) return 0;
  const half = (to - from) / 2;
  const mid = (from + to) / 2;
  let sum = 0;
  for (let k = 0; k < NODES.length; k++) sum += WEIGHTS[k]! * f(mid + half * NODES[k]!);
  return sum * half;
}

/** ∫ f over [from, to] in panels no wider than `width`. */
function integratePanels(f: (x: number) => number, from: number, to: number, width: number): number {
  const panels = Math.max(1, Math.ceil((to - from) / width));
  const step = (to - from) / panels;
  let sum = 0;
  for (let i = 0; i < panels; i++) sum += integrate(f, from + i * step, from + (i + 1) * step);
  return sum;
}

export function probabilityBetaGreater(aX: number, bX: number, aY: number, bY: number): number {
  // Doubles are dense near 0 and sparse near 1: mirror rates above one half (1 - X ~ Beta(bX, aX)), so a posterior
  // 4e-9 wide at a rate of 0.99999998 is still integrated on a fine grid.
  if (aX + aY > bX + bY) return probabilityBetaGreater(bY, aY, bX, aX);
  const x = shapeOf(aX, bX);
  const y = shapeOf(aY, bY);
  // P(X > Y) = ∫ f_X F_Y when X is the narrower, else ∫ f_Y (1 - F_X).
  const xNarrow = x.sd <= y.sd;
  const narrow = xNarrow ? x : y;
  const wide = xNarrow ? y : x;
  const fNarrow = (t: number) => relativeDensity(narrow, t);
  const fWide = (t: number) => relativeDensity(wide, t);
  const wideMass = integratePanels(fWide, wide.lo, wide.hi, wide.sd);
  const panels = Math.max(1, Math.ceil((narrow.hi - narrow.lo) / narrow.sd));
  const step = (narrow.hi - narrow.lo) / panels;
  // The wide CDF (unnormalised) at the start of the narrow window, then carried across it panel by panel.
  let cdf = narrow.lo <= wide.lo ? 0 : integratePanels(fWide, wide.lo, Math.min(narrow.lo, wide.hi), wide.sd);
  let narrowMass = 0;
  let weighted = 0;
  const half = step / 2;
  const wideAtNodes = NODES.map(() => 0);
  for (let i = 0; i < panels; i++) {
    const mid = narrow.lo + i * step + half;
    for (let j = 0; j < NODES.length; j++) wideAtNodes[j] = fWide(mid + half * NODES[j]!);
    for (let k = 0; k < NODES.length; k++) {
      const density = WEIGHTS[k]! * half * fNarrow(mid + half * NODES[k]!);
      const wideCdf = (cdf + half * dot(PARTIAL[k]!, wideAtNodes)) / wideMass;
      narrowMass += density;
      weighted += density * (xNarrow ? wideCdf : 1 - wideCdf);
    }
    cdf += half * dot(WEIGHTS, wideAtNodes);
  }
  return Math.min(1, Math.max(0, weighted / narrowMass));
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
