import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count, in any order', () => {
    expect(median([5, 1, 3])).toBe(3);
  });
  it('takes the upper middle of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});

describe('percentile', () => {
  it('is a value that was observed (nearest rank), not an interpolation', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 100)).toBe(100);
  });
  it('reports the slow tail of a small sample', () => {
    expect(percentile([1, 1, 1, 1, 1, 1, 1, 1, 1, 40], 99)).toBe(40);
    expect(percentile([0.4, 0.6, 0.5], 0)).toBe(0.4);
  });
  it('is NaN for no values', () => {
    expect(percentile([], 99)).toBeNaN();
  });
});
