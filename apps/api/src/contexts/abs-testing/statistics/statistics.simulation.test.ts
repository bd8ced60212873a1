import { describe, expect, it } from 'vitest';
import { compareConversions, compareValues, type Comparison, type ValueSums } from './compare.ts';

/**
 * Seeded simulations of whole experiments: with a real difference the tests find it as often as the power calculation
 * promises, and with none they cry wolf about 5 % of the time. Every run uses the same seeds, so the figures below are
 * fixed numbers, not chances of passing; the bands are ~3 binomial standard deviations wide so that the assertion
 * still means something (a test that ignores the data lands far outside them).
 */

// mulberry32: a tiny, well-mixed 32-bit generator; enough for Bernoulli and exponential draws.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function conversions(next: () => number, users: number, rate: number) {
  let converted = 0;
  for (let i = 0; i < users; i++) if (next() < rate) converted++;
  return { users, conversions: converted };
}

function revenues(next: () => number, users: number, mean: number): ValueSums {
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < users; i++) {
    const value = -mean * Math.log(1 - next());
    sum += value;
    sumSquares += value * value;
  }
  return { users, sum, sumSquares };
}

const Z_ALPHA = 1.959963984540054; // two-sided 5 %
const Z_POWER = 0.8416212335729143; // 80 % power

/** Users per variant for 80 % power to detect p1 vs p2 at α = 0.05 (the usual two-proportion formula). */
function usersForProportions(p1: number, p2: number): number {
  const pBar = (p1 + p2) / 2;
  const a = Z_ALPHA * Math.sqrt(2 * pBar * (1 - pBar));
  const b = Z_POWER * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil(((a + b) / (p2 - p1)) ** 2);
}

function simulate(runs: number, experiment: (next: () => number) => Comparison) {
  let significant = 0;
  let chanceSum = 0;
  const results: Comparison[] = [];
  for (let seed = 1; seed <= runs; seed++) results.push(experiment(random(seed)));
  for (const r of results) {
    if (r.pValue !== null && r.pValue < 0.05) significant++;
    chanceSum += r.chanceToBeatControl ?? 0;
  }
  return { results, significantShare: significant / runs, meanChance: chanceSum / runs };
}

describe('simulated experiments (fixed seeds)', { timeout: 60_000 }, () => {
  it('finds a +20 % conversion uplift (10 % -> 12 %) with the promised 80 % power', () => {
    const users = usersForProportions(0.1, 0.12);
    expect(users).toBe(3841);
    const { results, significantShare } = simulate(400, (next) =>
      compareConversions(conversions(next, users, 0.1), conversions(next, users, 0.12)),
    );
    expect(significantShare).toBeGreaterThan(0.74);
    expect(significantShare).toBeLessThan(0.86);
    // The 95 % interval holds the true uplift about 95 % of the time.
    const covered = results.filter((r) => r.ciLow! <= 0.2 && 0.2 <= r.ciHigh!).length / results.length;
    expect(covered).toBeGreaterThan(0.92);
    expect(covered).toBeLessThan(0.98);
  });

  it('flags an A/A conversion test as significant about 5 % of the time, and is undecided on average', () => {
    const { significantShare, meanChance } = simulate(1000, (next) =>
      compareConversions(conversions(next, 2000, 0.1), conversions(next, 2000, 0.1)),
    );
    expect(significantShare).toBeGreaterThan(0.03);
    expect(significantShare).toBeLessThan(0.07);
    expect(Math.abs(meanChance - 0.5)).toBeLessThan(0.03);
  });

  it('finds a +10 % revenue uplift (exponential, mean 10 -> 11) with the promised 80 % power', () => {
    // n = (z_α/2 + z_β)² (σ₁² + σ₂²) / δ², σ = mean for an exponential distribution.
    const users = Math.ceil(((Z_ALPHA + Z_POWER) ** 2 * (10 ** 2 + 11 ** 2)) / 1 ** 2);
    expect(users).toBe(1735);
    const { results, significantShare } = simulate(300, (next) =>
      compareValues(revenues(next, users, 10), revenues(next, users, 11)),
    );
    expect(significantShare).toBeGreaterThan(0.72);
    expect(significantShare).toBeLessThan(0.88);
    const covered = results.filter((r) => r.ciLow! <= 0.1 && 0.1 <= r.ciHigh!).length / results.length;
    expect(covered).toBeGreaterThan(0.91);
    expect(covered).toBeLessThan(0.99);
  });

  it('flags an A/A revenue test as significant about 5 % of the time', () => {
    const { significantShare, meanChance } = simulate(1000, (next) =>
      compareValues(revenues(next, 500, 10), revenues(next, 500, 10)),
    );
    expect(significantShare).toBeGreaterThan(0.03);
    expect(significantShare).toBeLessThan(0.07);
    expect(Math.abs(meanChance - 0.5)).toBeLessThan(0.03);
  });

  it('shows why peeking is a limit: 20 looks at an A/A test find a "winner" far more often than 5 %', () => {
    let anyLook = 0;
    let lastLook = 0;
    const runs = 500;
    for (let seed = 1; seed <= runs; seed++) {
      const next = random(seed);
      const control = { users: 0, conversions: 0 };
      const variant = { users: 0, conversions: 0 };
      let significantOnce = false;
      let p: number | null = null;
      for (let look = 0; look < 20; look++) {
        for (const side of [control, variant]) {
          const more = conversions(next, 200, 0.1);
          side.users += more.users;
          side.conversions += more.conversions;
        }
        p = compareConversions(control, variant).pValue;
        if (p !== null && p < 0.05) significantOnce = true;
      }
      if (significantOnce) anyLook++;
      if (p !== null && p < 0.05) lastLook++;
    }
    expect(anyLook / runs).toBeGreaterThan(0.18);
    expect(lastLook / runs).toBeLessThan(0.09);
  });
});
