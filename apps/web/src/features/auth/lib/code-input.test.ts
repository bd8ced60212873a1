import { describe, expect, it } from 'vitest';
import { cleanCode, fillFromPaste, toCodeChar } from './code-input';

describe('verification code boxes', () => {
  it('keep one uppercase letter or digit', () => {
    expect(toCodeChar('a')).toBe('A');
    expect(toCodeChar('7')).toBe('7');
    expect(toCodeChar('-')).toBe('');
    expect(toCodeChar('Xb')).toBe('B');
  });

  it('fill from pasted text without non-alphanumerics', () => {
    expect(cleanCode(' ab-12 c9!')).toBe('AB12C9');
    expect(fillFromPaste('a b')).toEqual(['A', 'B', '', '', '', '']);
    expect(fillFromPaste('code: 9x8-y7z6 extra')).toEqual(['C', 'O', 'D', 'E', '9', 'X']);
  });
});
