import type { OcrWord } from './ocr-engine.ts';

/** Which of a font's heights a word's box spans: capitals or ascenders and descenders, one of them, or neither. */
export type LetterClass = 'full' | 'ascender' | 'descender' | 'x';

/** A word's box height as a share of the em in a common sans-serif face: the prior for a page too short to measure. */
const PRIOR: Record<LetterClass, number> = { full: 0.93, ascender: 0.72, descender: 0.73, x: 0.52 };

export function letterClass(text: string): LetterClass | null {
  const letters = text.replace(/[^\p{L}\d]/gu, '');
  if (letters.length < 2) return null;
  const down = /[gjpqy(),;Q]/.test(text);
  const up = /[\p{Lu}\dbdfhklt]/u.test(letters);
  if (down) return up ? 'full' : 'descender';
  return up ? 'ascender' : 'x';
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The height of each class of word relative to words with ascenders only, measured on the page: within one line the
 * words share a size, so the ratio of their heights is the face's own (a face with long descenders reads "Languages"
 * taller than "About" at the same size). A class seen beside ascender words on fewer than three lines keeps the prior.
 */
export function classHeights(lines: OcrWord[][]): Record<LetterClass, number> {
  const ratios: Record<LetterClass, number[]> = { full: [], ascender: [], descender: [], x: [] };
  for (const line of lines) {
    const by: Record<LetterClass, number[]> = { full: [], ascender: [], descender: [], x: [] };
    for (const w of line) {
      const c = letterClass(w.text);
      if (c) by[c].push(w.height);
    }
    if (!by.ascender.length) continue;
    const base = median(by.ascender);
    for (const c of ['full', 'descender', 'x'] as const) if (by[c].length) ratios[c].push(median(by[c]) / base);
  }
  const out = { ...PRIOR };
  for (const c of ['full', 'descender', 'x'] as const) {
    if (ratios[c].length >= 3) out[c] = PRIOR.ascender * median(ratios[c]);
  }
  return out;
}

/**
 * The font size (em, in pixels) of each OCR line: the median over its words of the box height divided by the share of
 * the em that the word's letters span on this page (`classHeights`); a line of one-letter words takes its tallest box
 * as ascender height.
 */
export function lineEms(lines: OcrWord[][]): Map<OcrWord[], number> {
  const share = classHeights(lines);
  const ems = new Map<OcrWord[], number>();
  for (const line of lines) {
    const known = line.flatMap((w) => {
      const c = letterClass(w.text);
      return c ? [w.height / share[c]] : [];
    });
    ems.set(line, known.length ? median(known) : Math.max(...line.map((w) => w.height)) / PRIOR.ascender);
  }
  return ems;
}
