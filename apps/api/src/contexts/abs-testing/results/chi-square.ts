import { regularizedGammaQ } from '../statistics/special-functions.ts';

/** Upper tail of the chi-square distribution: Q(k/2, x/2), the regularised upper incomplete gamma. */
export function chiSquarePValue(chiSquare: number, degreesOfFreedom: number): number {
  if (chiSquare <= 0) return 1;
  return regularizedGammaQ(degreesOfFreedom / 2, chiSquare / 2);
}
