import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-engine.ts';
import { classHeights, letterClass, lineEms } from './ocr-size.ts';

const word = (text: string, height: number, line: string): OcrWord => ({
  text,
  left: 0,
  top: 0,
  width: 10 * text.length,
  height,
  confidence: 0.95,
  line,
});

describe('letterClass: which heights of the face a word spans', () => {
  it('tells capitals and ascenders, descenders, both and neither', () => {
    expect(letterClass('Languages')).toBe('full');
    expect(letterClass('Terraform')).toBe('ascender');
    expect(letterClass('2023')).toBe('ascender');
    expect(letterClass('many')).toBe('descender');
    expect(letterClass('some')).toBe('x');
    expect(letterClass('a')).toBeNull();
  });
});

describe('classHeights and lineEms: the size of OCR lines', () => {
  // A face whose descenders are long: a word with capitals and descenders is 1.3 times as tall as one with capitals.
  const lines = ['a', 'b', 'c'].map((id) => [word('About', 20, id), word('Languages', 26, id)]);

  it('measures the face on the page, and keeps the prior when the page shows too little', () => {
    expect(classHeights(lines).full).toBeCloseTo(0.72 * 1.3, 3);
    expect(classHeights(lines.slice(0, 2)).full).toBe(0.93);
  });

  it('gives two headings of one size the same size, whatever their letters', () => {
    const about = [word('About', 20, 'h1')];
    const languages = [word('Languages', 26, 'h2')];
    const ems = lineEms([...lines, about, languages]);
    expect(ems.get(about)).toBeCloseTo(20 / 0.72, 3);
    expect(ems.get(languages)).toBeCloseTo(20 / 0.72, 3);
  });
});
