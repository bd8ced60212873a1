import { describe, expect, it } from 'vitest';
import { checkPercentageEntry, checkSubmit, isValidTestName, totalPercentage, type VariantRow } from './variant-rules';

const rows = (...ps: string[]): VariantRow[] => ps.map((percentage, i) => ({ variantName: `V${i}`, percentage }));

describe('A/B form rules (SPEC §5)', () => {
  it('accepts only uppercase letters and underscores as a test name', () => {
    expect(isValidTestName('FASTER_CHECKOUT')).toBe(true);
    expect(isValidTestName('')).toBe(false);
    expect(isValidTestName('FASTER-CHECKOUT')).toBe(false);
    expect(isValidTestName('CHECKOUT2')).toBe(false);
    expect(isValidTestName('A'.repeat(65))).toBe(false);
  });

  it.each([
    ['', 'ok'],
    ['0', 'ok'],
    ['7', 'ok'],
    ['100', 'ok'],
    ['05', 'format'],
    ['00', 'format'],
    ['101', 'format'],
    ['1000', 'format'],
    ['1a', 'format'],
    ['-1', 'format'],
    ['4.5', 'format'],
  ])('judges the entry %j as %s', (raw, verdict) => {
    expect(checkPercentageEntry(rows(''), 0, raw)).toBe(verdict);
  });

  it('refuses an entry that pushes the sum above 100', () => {
    expect(checkPercentageEntry(rows('60', ''), 1, '40')).toBe('ok');
    expect(checkPercentageEntry(rows('60', ''), 1, '41')).toBe('sum');
    // Replacing a row's own value does not count it twice.
    expect(checkPercentageEntry(rows('60', '40'), 1, '39')).toBe('ok');
  });

  it('checks a variant set on submit', () => {
    expect(checkSubmit('bad', rows('50'))).toBe('name');
    expect(checkSubmit('OK', rows('50', ''))).toBe('fields');
    expect(checkSubmit('OK', [{ variantName: ' ', percentage: '10' }])).toBe('fields');
    expect(checkSubmit('OK', rows('60', '50'))).toBe('total');
    expect(checkSubmit('OK', rows('20', '30'))).toBeNull();
    expect(totalPercentage(rows('20', '', '30'))).toBe(50);
  });
});
