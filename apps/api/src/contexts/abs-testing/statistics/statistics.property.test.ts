import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareConversions, compareValues, type Comparison, type ConversionCounts } from './compare.ts';

// Fixed seed: the properties run the same inputs every time, so a failure is reproducible and nothing flakes.
const RUNS = { seed: 20_261_122, numRuns: 300 };

const counts = (maxUsers: number) =>
  fc
    .integer({ min: 0, max: maxUsers })
    .chain((users) => fc.record({ users: fc.constant(users), conversions: fc.integer({ min: 0, max: users }) }));

function expectWellFormed(c: Comparison) {
  for (const value of Object.values(c)) {
    if (value !== null) expect(Number.isFinite(value)).toBe(true);
  }
  if (c.pValue !== null) expect(c.pValue).toBeGreaterThanOrEqual(0);
  if (c.pValue !== null) expect(c.pValue).toBeLessThanOrEqual(1);
  if (c.chanceToBeatControl !== null) expect(c.chanceToBeatControl).toBeGreaterThanOrEqual(0);
  if (c.chanceToBeatControl !== null) expect(c.chanceToBeatControl).toBeLessThanOrEqual(1);
  if (c.ciLow !== null && c.ciHigh !== null && c.uplift !== null) {
    expect(c.ciLow).toBeLessThanOrEqual(c.uplift + 1e-12);
    expect(c.uplift).toBeLessThanOrEqual(c.ciHigh + 1e-12);
  }
}

describe('conversion statistics, properties', () => {
  it('answer finite figures in range or null, never NaN, from empty to a billion users', () => {
    fc.assert(
      fc.property(counts(1_000_000_000), counts(1_000_000_000), (control, variant) => {
        const c = compareConversions(control, variant);
        expectWellFormed(c);
        if (c.uplift !== null) expect(c.uplift).toBeGreaterThanOrEqual(-1);
      }),
      RUNS,
    );
  });

  it('say nothing about an empty variant or an empty control', () => {
    fc.assert(
      fc.property(counts(10_000), (other) => {
        const empty: ConversionCounts = { users: 0, conversions: 0 };
        for (const c of [compareConversions(empty, other), compareConversions(other, empty)]) {
          expect(c).toEqual({ uplift: null, ciLow: null, ciHigh: null, pValue: null, chanceToBeatControl: null });
        }
      }),
      RUNS,
    );
  });

  it('with zero conversions on both sides: no test, no uplift, and the exact Beta(1, n) chance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 100_000_000 }), (nC, nT) => {
        const c = compareConversions({ users: nC, conversions: 0 }, { users: nT, conversions: 0 });
        expect(c.pValue).toBeNull();
        expect(c.uplift).toBeNull();
        expect(c.ciLow).toBeNull();
        // X ~ Beta(1, 1 + nT), Y ~ Beta(1, 1 + nC): P(X > Y) = E[(1 - Y)^(1 + nT)] = (1 + nC) / (2 + nT + nC).
        expect(c.chanceToBeatControl!).toBeCloseTo((1 + nC) / (2 + nT + nC), 9);
      }),
      RUNS,
    );
  });

  it('is symmetric: swapping control and variant keeps the p-value and complements the chance', () => {
    fc.assert(
      fc.property(counts(50_000_000), counts(50_000_000), (a, b) => {
        fc.pre(a.users > 0 && b.users > 0);
        const ab = compareConversions(a, b);
        const ba = compareConversions(b, a);
        if (ab.pValue === null) expect(ba.pValue).toBeNull();
        else expect(ba.pValue!).toBeCloseTo(ab.pValue, 12);
        expect(ab.chanceToBeatControl! + ba.chanceToBeatControl!).toBeCloseTo(1, 9);
      }),
      RUNS,
    );
  });

  it('gives a variant more chance to beat control as it converts more users', () => {
    fc.assert(
      fc.property(
        counts(5_000_000),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (control, n, share) => {
          fc.pre(control.users > 0);
          const fewer = Math.floor(share * (n - 1));
          const lower = compareConversions(control, { users: n, conversions: fewer });
          const higher = compareConversions(control, { users: n, conversions: fewer + 1 });
          expect(higher.chanceToBeatControl!).toBeGreaterThanOrEqual(lower.chanceToBeatControl! - 1e-12);
        },
      ),
      RUNS,
    );
  });

  it('sees no difference between identical variants', () => {
    fc.assert(
      fc.property(counts(1_000_000_000), (a) => {
        fc.pre(a.conversions > 0 && a.conversions < a.users);
        const c = compareConversions(a, a);
        expect(c.uplift).toBe(0);
        expect(c.pValue).toBeCloseTo(1, 12);
        // Near a rate of 1 the grid of doubles around x is ~1e-9 of the posterior's width: 1e-8 is the honest bound.
        expect(c.chanceToBeatControl!).toBeCloseTo(0.5, 8);
      }),
      RUNS,
    );
  });
});

const sums = fc
  .record({
    users: fc.integer({ min: 0, max: 1_000_000_000 }),
    mean: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    sd: fc.double({ min: 0, max: 1e6, noNaN: true }),
  })
  .map(({ users, mean, sd }) => ({
    users,
    sum: users * mean,
    sumSquares: Math.max(0, users - 1) * sd * sd + users * mean * mean,
  }));

describe('value statistics, properties', () => {
  it('answer finite figures in range or null, never NaN, from empty to a billion users', () => {
    fc.assert(
      fc.property(sums, sums, (control, variant) => expectWellFormed(compareValues(control, variant))),
      RUNS,
    );
  });

  it('need two users on each side and some spread for a test', () => {
    const one = { users: 1, sum: 5, sumSquares: 25 };
    const many = { users: 50, sum: 500, sumSquares: 6000 };
    expect(compareValues(one, many)).toMatchObject({ uplift: 1, pValue: null, ciLow: null, chanceToBeatControl: null });
    const flat = { users: 50, sum: 500, sumSquares: 5000 };
    expect(compareValues(flat, flat)).toMatchObject({ uplift: 0, pValue: null, chanceToBeatControl: null });
    expect(compareValues({ users: 0, sum: 0, sumSquares: 0 }, many).uplift).toBeNull();
  });

  it('has no relative uplift against a control mean of zero, but still a test', () => {
    const zero = { users: 40, sum: 0, sumSquares: 0 };
    const some = { users: 40, sum: 80, sumSquares: 400 };
    const c = compareValues(zero, some);
    expect(c.uplift).toBeNull();
    expect(c.ciLow).toBeNull();
    expect(c.pValue).toBeGreaterThan(0);
    expect(c.pValue).toBeLessThan(1);
  });
});
