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

  it("reads pdflatex's raised accent over a capital (\\'E in an OT1 font) as the accented capital", () => {
    // "´" drawn a little above and right of the start of "Ecole …", and sorted after it.
    const lines = linesOf([
      run('´', 101, 297.3, { size: 11, width: 5.5 }),
      run('Ecole normale de Valbonne', 100, 300, { size: 11, width: 130 }),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['École normale de Valbonne']);
  });

  it('reads the hyphen glyph an OpenType font maps to U+2011 as a hyphen', () => {
    expect(linesOf([run('+46 70\u2011223 16 80', 100, 300)]).map((l) => l.text)).toEqual(['+46 70-223 16 80']);
  });

  it("reads the hyphen Word's PDFs print as a hyphen, a soft hyphen and U+2010 as one hyphen", () => {
    const lines = linesOf([run('(909) 555-\u00ad\u20105555', 100, 300), run('on-\u00ad\u2010campus', 100, 320)]);
    expect(lines.map((l) => l.text)).toEqual(['(909) 555-5555', 'on-campus']);
  });

  it('ends a segment after a date in French set in a column of its own ("Septembre 2007" ⟂ "C2I N2E")', () => {
    const lines = linesOf([
      run('Septembre 2007', 73.4, 252, { width: 89.3 }),
      run('C2I N2E, Certificat Informatique et Internet', 174.6, 252),
    ]);
    expect(lines[0]?.segments).toEqual(['Septembre 2007', 'C2I N2E, Certificat Informatique et Internet']);
  });

  it('keeps a soft hyphen that ends a line, where a word was broken', () => {
    expect(linesOf([run('Assess\u00ad', 100, 300)]).map((l) => l.text)).toEqual(['Assess\u00ad']);
  });
});
