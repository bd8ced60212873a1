import { chiSquarePValue } from './chi-square.ts';

/** ADR 034: the threshold GrowthBook and most SRM guides use; a lower one would flag healthy tests by chance. */
export const SRM_P_THRESHOLD = 0.001;
const MIN_ASSIGNMENTS = 20;

export interface VariantCount {
  variantName: string;
  configuredPercentage: number;
  assignments: number;
}

/** A variant's configured share against what was realised, and the count the configured split predicts. */
export interface VariantSplit extends VariantCount {
  /** Share of all stored assignments, in percent with two decimals. */
  realisedPercentage: number;
  expectedAssignments: number;
}

/** The sample-ratio-mismatch test: chi-square of the enrolled variants' counts against their configured shares. */
export interface SrmCheck {
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
  /** p below the threshold. */
  mismatch: boolean;
  threshold: number;
}

/**
 * Compares stored assignments with the configured split over the enrolled users: variants with a configured share
 * above 0 take part, expected counts proportional to their shares. Null when there is nothing to test.
 */
export function analyseSplit(counts: readonly VariantCount[]): { variants: VariantSplit[]; srm: SrmCheck | null } {
  const total = counts.reduce((s, c) => s + c.assignments, 0);
  const tested = counts.filter((c) => c.configuredPercentage > 0);
  const enrolledShare = tested.reduce((s, c) => s + c.configuredPercentage, 0);
  const testedTotal = tested.reduce((s, c) => s + c.assignments, 0);
  const variants = counts.map((c) => ({
    variantName: c.variantName,
    configuredPercentage: c.configuredPercentage,
    assignments: c.assignments,
    realisedPercentage: total === 0 ? 0 : round2((100 * c.assignments) / total),
    expectedAssignments:
      c.configuredPercentage > 0 && enrolledShare > 0
        ? round2((testedTotal * c.configuredPercentage) / enrolledShare)
        : 0,
  }));
  if (tested.length < 2 || testedTotal < MIN_ASSIGNMENTS) return { variants, srm: null };
  let chiSquare = 0;
  for (const c of tested) {
    const expected = (testedTotal * c.configuredPercentage) / enrolledShare;
    chiSquare += (c.assignments - expected) ** 2 / expected;
  }
  const degreesOfFreedom = tested.length - 1;
  const pValue = chiSquarePValue(chiSquare, degreesOfFreedom);
  return {
    variants,
    srm: {
      chiSquare: round4(chiSquare),
      degreesOfFreedom,
      pValue,
      mismatch: pValue < SRM_P_THRESHOLD,
      threshold: SRM_P_THRESHOLD,
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
