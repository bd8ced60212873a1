import { describe, expect, it } from 'vitest';
import { isBoldFont, isItalicFont } from './font-style.ts';

describe('font style from the font name', () => {
  it('reads the words of common font names', () => {
    expect(isBoldFont('ABCDEF+Arial-BoldMT')).toBe(true);
    expect(isItalicFont('Lato-Italic')).toBe(true);
    expect(isBoldFont('Lato-Regular')).toBe(false);
  });

  it("reads TeX's T1 (cm-super, EC) font codes", () => {
    expect(isBoldFont('WXRFKZ+SFSX1095')).toBe(true);
    expect(isBoldFont('SFBX1200')).toBe(true);
    expect(isBoldFont('ECBX1000')).toBe(true);
    expect(isBoldFont('AGFJXW+SFSS1095')).toBe(false);
    expect(isBoldFont('SFRM1000')).toBe(false);
    expect(isItalicFont('QJUPPG+SFSI1095')).toBe(true);
    expect(isItalicFont('SFTI1000')).toBe(true);
    expect(isItalicFont('SFSS1095')).toBe(false);
  });

  it('keeps reading Computer Modern codes', () => {
    expect(isBoldFont('CMBX12')).toBe(true);
    expect(isItalicFont('CMTI10')).toBe(true);
    expect(isBoldFont('CMR10')).toBe(false);
  });
});
