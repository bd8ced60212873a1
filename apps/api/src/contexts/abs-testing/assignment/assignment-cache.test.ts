import { describe, expect, it } from 'vitest';
import { AssignmentCache } from './assignment-cache.ts';

describe('assignment cache', () => {
  it('keeps answers per test and tells a not-enrolled mark by its revision', () => {
    const cache = new AssignmentCache(1_000_000);
    cache.remember('t1', 'u1', 'A');
    cache.rememberNotEnrolled('t1', 3, 'u2');
    expect(cache.get('t1', 'u1')).toBe('A');
    expect(cache.get('t2', 'u1')).toBeUndefined();
    expect(cache.get('t1', 'u2')).toEqual({ revision: 3 });
  });

  it('stays within its byte budget by dropping the oldest answers of the largest test', () => {
    const cache = new AssignmentCache(10_000);
    cache.remember('small', 'keep-me', 'A');
    for (let i = 0; i < 1_000; i++) cache.remember('big', `user-${i}`, 'B');
    expect(cache.sizeBytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('small', 'keep-me')).toBe('A');
    expect(cache.get('big', 'user-999')).toBe('B');
    expect(cache.get('big', 'user-0')).toBeUndefined();
  });
});
