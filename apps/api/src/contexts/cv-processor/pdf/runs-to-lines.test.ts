import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';

describe('toLines: glyphs other typesetters draw', () => {
  it('reads an accent troff drew back over the letter before it as that accented letter', () => {
    // groff's "ğ": "Bog", then "˘aziçi" starting over the "g".
    const lines = linesOf([
      run('Bog', 100, 300, { size: 11, width: 19.8 }),
      run('˘aziçi', 113.2, 300, { size: 11, width: 39.6 }),
      run('University', 160, 300, { size: 11 }),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Boğaziçi University']);
  });

  it('reads the hyphen glyph an OpenType font maps to U+2011 as a hyphen', () => {
    expect(linesOf([run('+46 70\u2011223 16 80', 100, 300)]).map((l) => l.text)).toEqual(['+46 70-223 16 80']);
  });
});
