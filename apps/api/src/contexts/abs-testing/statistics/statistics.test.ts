import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { probabilityBetaGreater } from './beta-race.ts';
import {
  compareConversions,
  compareValues,
  type Comparison,
  type ConversionCounts,
  type ValueSums,
} from './compare.ts';
import { logGamma, normalSurvival, studentTCritical, studentTTwoSided } from './special-functions.ts';

interface Cases {
  conversions: { control: ConversionCounts; variant: ConversionCounts; expected: Comparison }[];
  values: { control: ValueSums; variant: ValueSums; expected: Comparison }[];
  special: {
    logGamma: { x: number; expected: number }[];
    normalSurvival: { z: number; expected: number }[];
    studentTTwoSided: { t: number; df: number; expected: number }[];
    studentTCritical: { alpha: number; df: number; expected: number }[];
    betaGreater: { a: [number, number, number, number]; expected: number }[];
  };
}

// Written by generate-statistics-cases.py from scipy, statsmodels and mpmath; see the file's "source" fields.
const cases = JSON.parse(readFileSync(join(import.meta.dirname, 'statistics.cases.json'), 'utf8')) as Cases;

/** The acceptance tolerance: 1e-6, relative for figures above 1 in size (uplift intervals), else absolute. */
function expectClose(actual: number | null, expected: number | null, label: string) {
  if (expected === null) {
    expect(actual, label).toBeNull();
    return;
  }
  expect(actual, label).not.toBeNull();
  expect(Math.abs(actual! - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    1e-6 * Math.max(1, Math.abs(expected)),
  );
}

const FIELDS = ['uplift', 'ciLow', 'ciHigh', 'pValue', 'chanceToBeatControl'] as const;

describe('A/B statistics match the reference implementations (statistics.cases.json)', () => {
  it.each(cases.conversions.map((c, i) => [i, c] as const))('conversion case %i', (_, c) => {
    const actual = compareConversions(c.control, c.variant);
    for (const field of FIELDS) expectClose(actual[field], c.expected[field], field);
  });

  it.each(cases.values.map((c, i) => [i, c] as const))('value case %i', (_, c) => {
    const actual = compareValues(c.control, c.variant);
    for (const field of FIELDS) expectClose(actual[field], c.expected[field], field);
  });

  it('special functions', () => {
    const { special } = cases;
    for (const c of special.logGamma) {
      expect(Math.abs(logGamma(c.x) - c.expected), `lgamma ${c.x}`).toBeLessThanOrEqual(
        1e-13 * Math.max(1, Math.abs(c.expected)),
      );
    }
    // Tails keep relative precision far out: p-values of 1e-300 are reported as such, not as 0.
    for (const c of special.normalSurvival) {
      expect(Math.abs(normalSurvival(c.z) - c.expected), `Q(${c.z})`).toBeLessThanOrEqual(1e-12 * c.expected);
    }
    for (const c of special.studentTTwoSided) {
      expect(Math.abs(studentTTwoSided(c.t, c.df) - c.expected), `t ${c.t} df ${c.df}`).toBeLessThanOrEqual(
        1e-9 * c.expected,
      );
    }
    for (const c of special.studentTCritical) {
      expect(Math.abs(studentTCritical(c.alpha, c.df) - c.expected), `t* df ${c.df}`).toBeLessThanOrEqual(1e-9);
    }
    for (const c of special.betaGreater) {
      expect(Math.abs(probabilityBetaGreater(...c.a) - c.expected), `beta ${c.a.join(',')}`).toBeLessThanOrEqual(1e-9);
    }
  });
});
