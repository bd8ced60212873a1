import type { Line, PdfLayout, TextRun } from '../pdf/layout-types.ts';
import { buildLines } from '../pdf/build-lines.ts';

/** A text run as pdf.js would give it; the width follows from the text (half an em a character). */
export function run(
  text: string,
  x: number,
  y: number,
  opts: { size?: number; bold?: boolean; italic?: boolean; page?: number; width?: number } = {},
): TextRun {
  const size = opts.size ?? 10;
  return {
    text,
    x,
    y,
    width: opts.width ?? text.length * size * 0.5,
    size,
    bold: opts.bold ?? false,
    italic: opts.italic ?? false,
    page: opts.page ?? 1,
  };
}

/** A one-page A4 layout of the given runs. */
export function layoutOf(runs: TextRun[], links: PdfLayout['links'] = []): PdfLayout {
  return { pageCount: 1, pages: [{ width: 595, height: 842, runs }], links };
}

/** The reading-order lines of the runs, through the real line builder. */
export function linesOf(runs: TextRun[]): Line[] {
  return buildLines(layoutOf(runs));
}
