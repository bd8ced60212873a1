import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUCKET_COUNT,
  bucketOf,
  chooseVariant,
  murmur3String,
  variantForBucket,
  type WeightedVariant,
} from './bucketing.ts';

interface Cases {
  murmur3: { input: string; seed: number; hash: number }[];
  walk: { bucket: number; variants: WeightedVariant[]; variantName: string | null }[];
  assignments: {
    customerId: string;
    abTestName: string;
    userId: string;
    variants: WeightedVariant[];
    bucket: number;
    variantName: string | null;
  }[];
}

const cases = JSON.parse(readFileSync(join(import.meta.dirname, 'bucketing.cases.json'), 'utf8')) as Cases;

describe('published bucketing (docs/ab-testing.md)', () => {
  it.each(cases.murmur3)('murmur3($input, $seed) = $hash', ({ input, seed, hash }) => {
    expect(murmur3String(input, seed)).toBe(hash);
  });

  it.each(cases.walk)('bucket $bucket walks to $variantName', ({ bucket, variants, variantName }) => {
    expect(variantForBucket(bucket, variants)).toBe(variantName);
  });

  it.each(cases.assignments)('$abTestName / $userId -> $variantName', (c) => {
    expect(bucketOf(c.customerId, c.abTestName, c.userId)).toBe(c.bucket);
    expect(chooseVariant(c.customerId, c.abTestName, c.userId, c.variants)).toBe(c.variantName);
  });

  it('keeps every bucket inside 0..9999', () => {
    for (let i = 0; i < 2000; i++) {
      const b = bucketOf('c', 'T', `u${i}`);
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(BUCKET_COUNT);
    }
  });

  it('splits 10 000 users within 1.5 points of 10/30/60', () => {
    const variants = [
      { variantName: 'APP_FLOW', percentage: 10 },
      { variantName: 'SMS_FLOW', percentage: 30 },
      { variantName: 'EMAIL_FLOW', percentage: 60 },
    ];
    const counts: Record<string, number> = {};
    for (let i = 0; i < 10_000; i++) {
      const v = chooseVariant('7d0e5c1a-3b4f-4e2a-9c61-2f8b0d9e4a11', 'CLIENT_AUTHENTICATION', `user-${i}`, variants)!;
      counts[v] = (counts[v] ?? 0) + 1;
    }
    for (const v of variants) expect(Math.abs(counts[v.variantName]! / 100 - v.percentage)).toBeLessThanOrEqual(1.5);
  });

  it('leaves the share above the total not enrolled', () => {
    const variants = [{ variantName: 'ON', percentage: 20 }];
    let enrolled = 0;
    for (let i = 0; i < 10_000; i++) if (chooseVariant('c', 'RAMP', `u${i}`, variants)) enrolled++;
    expect(Math.abs(enrolled / 100 - 20)).toBeLessThanOrEqual(1.5);
  });
});

describe('the vectors published in docs/ab-testing.md', () => {
  const doc = readFileSync(join(import.meta.dirname, '../../../../../../docs/ab-testing.md'), 'utf8');
  const rows = [
    ...doc.matchAll(/^\| `([0-9a-f-]{36})` \| `([A-Z_]+)` \| (?:`([^`]+)`|"a" × 256) \| (\d+) \| ([A-Z_]+|null)/gm),
  ];

  it('lists vectors, each matching the code', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const [, customerId, abTestName, userId, bucket, variant] of rows) {
      expect(bucketOf(customerId!, abTestName!, userId ?? 'a'.repeat(256))).toBe(Number(bucket));
      const c = cases.assignments.find(
        (a) => a.customerId === customerId && a.abTestName === abTestName && a.userId === (userId ?? 'a'.repeat(256)),
      );
      expect(c?.variantName ?? 'null').toBe(variant);
    }
  });
});
