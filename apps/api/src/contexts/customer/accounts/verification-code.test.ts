import { describe, expect, it } from 'vitest';
import { generateVerificationCode, normaliseVerificationCode } from './verification-code.ts';

describe('verification codes', () => {
  it('are 6 characters of A-Z and 0-9, and vary', () => {
    const codes = Array.from({ length: 500 }, generateVerificationCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(495);
    const used = new Set(codes.join(''));
    expect(used.size).toBe(36);
  });

  it('are compared uppercased and without spaces', () => {
    expect(normaliseVerificationCode(' ab 12c9 ')).toBe('AB12C9');
  });
});
