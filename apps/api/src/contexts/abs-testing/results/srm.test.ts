import { describe, expect, it } from 'vitest';
import { chiSquarePValue } from './chi-square.ts';
import { analyseSplit } from './srm.ts';

describe('chi-square p-value', () => {
  // Reference values from standard chi-square tables.
  it.each([
    [3.841, 1, 0.05],
    [6.635, 1, 0.01],
    [10.828, 1, 0.001],
    [5.991, 2, 0.05],
    [13.816, 2, 0.001],
    [18.467, 4, 0.001],
  ])('Q(%f, %i) = %f', (x, k, p) => {
    expect(chiSquarePValue(x, k)).toBeCloseTo(p, 4);
  });

  it('is 1 at 0 and tends to 0', () => {
    expect(chiSquarePValue(0, 2)).toBe(1);
    expect(chiSquarePValue(500, 2)).toBeLessThan(1e-100);
  });
});

describe('sample-ratio mismatch check', () => {
  const counts = (a: number, b: number, c: number) => [
    { variantName: 'A', configuredPercentage: 10, assignments: a },
    { variantName: 'B', configuredPercentage: 30, assignments: b },
    { variantName: 'C', configuredPercentage: 60, assignments: c },
  ];

  it('accepts a split close to the configuration', () => {
    const { srm, variants } = analyseSplit(counts(98, 305, 597));
    expect(srm).toMatchObject({ degreesOfFreedom: 2, mismatch: false });
    expect(variants.map((v) => v.realisedPercentage)).toEqual([9.8, 30.5, 59.7]);
    expect(variants.map((v) => v.expectedAssignments)).toEqual([100, 300, 600]);
  });

  it('flags a split far from the configuration', () => {
    expect(analyseSplit(counts(200, 300, 500)).srm).toMatchObject({ mismatch: true });
  });

  it('compares only enrolled variants, proportionally to their shares', () => {
    const { srm } = analyseSplit([
      { variantName: 'A', configuredPercentage: 25, assignments: 500 },
      { variantName: 'B', configuredPercentage: 25, assignments: 500 },
      { variantName: 'OLD', configuredPercentage: 0, assignments: 40 },
    ]);
    expect(srm).toMatchObject({ chiSquare: 0, degreesOfFreedom: 1, mismatch: false });
  });

  it('has no verdict with too few assignments or a single variant', () => {
    expect(analyseSplit(counts(1, 2, 3)).srm).toBeNull();
    expect(analyseSplit([{ variantName: 'A', configuredPercentage: 100, assignments: 1000 }]).srm).toBeNull();
  });
});
