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

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

/** MurmurHash3 x86 32-bit of the bytes, as an unsigned integer (reference: Austin Appleby's MurmurHash3.cpp). */
export function murmur3(bytes: Uint8Array, seed = 0): number {
  let h = seed >>> 0;
  const blocks = bytes.length & ~3;
  for (let i = 0; i < blocks; i += 4) {
    let k = bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
    k = Math.imul(k, C1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, C2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  const tail = bytes.length & 3;
  if (tail > 0) {
    let k = 0;
    if (tail === 3) k ^= bytes[blocks + 2]! << 16;
    if (tail >= 2) k ^= bytes[blocks + 1]! << 8;
    k ^= bytes[blocks]!;
    k = Math.imul(k, C1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, C2);
    h ^= k;
  }
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const encoder = new TextEncoder();

export function murmur3String(text: string, seed = 0): number {
  return murmur3(encoder.encode(text), seed);
}
