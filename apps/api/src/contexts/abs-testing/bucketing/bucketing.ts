import { murmur3String } from './murmur3.ts';

/** Published in docs/ab-testing.md and pinned by bucketing.cases.json: changing any of this moves new users. */
export const BUCKET_COUNT = 10_000;
const BUCKETS_PER_PERCENT = BUCKET_COUNT / 100;

export interface WeightedVariant {
  variantName: string;
  percentage: number;
}

/** The bucket (0..9999) of a user: MurmurHash3 x86 32, seed 0, of UTF-8 `customerId:abTestName:userId`. */
export function bucketOf(customerId: string, abTestName: string, userId: string): number {
  return murmur3String(`${customerId}:${abTestName}:${userId}`) % BUCKET_COUNT;
}

/**
 * Walks the cumulative percentages in the stored order; a bucket beyond the total is not enrolled (null, ADR 031).
 * Variant i owns buckets [100 * sum(p0..p(i-1)), 100 * sum(p0..pi)).
 */
export function variantForBucket(bucket: number, variants: readonly WeightedVariant[]): string | null {
  let upper = 0;
  for (const variant of variants) {
    upper += variant.percentage * BUCKETS_PER_PERCENT;
    if (bucket < upper) return variant.variantName;
  }
  return null;
}

export function chooseVariant(
  customerId: string,
  abTestName: string,
  userId: string,
  variants: readonly WeightedVariant[],
): string | null {
  return variantForBucket(bucketOf(customerId, abTestName, userId), variants);
}
