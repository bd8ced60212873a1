import type { Line } from '../pdf/layout-types.ts';

/** Nine lines in ten or more in bold: the few others are a contact line or two set in another font. */
const UNIFORM_SHARE = 0.9;

/**
 * A document whose lines all read bold (a font whose name says "Bold" or "Black" set throughout, or a PDF that
 * marks every run so) tells nothing by weight: headings, titles and sentences look alike. The weight is dropped,
 * so the rules that read bold as a heading's or a title's mark (and plain text as a description) see no false
 * signal and fall back on size, position and vocabulary.
 */
export function withoutUniformBold(lines: Line[]): Line[] {
  const worded = lines.filter((l) => /\p{L}{3}/u.test(l.text));
  const bold = worded.filter((l) => l.bold).length;
  if (worded.length < 8 || bold < worded.length * UNIFORM_SHARE) return lines;
  return lines.map((l) => ({ ...l, bold: false, spans: l.spans.map((sp) => ({ ...sp, bold: false })) }));
}
