import type { Line } from '../pdf/layout-types.ts';

/** How far a line may start from its column's headings (an indented bullet) and still be read in that column. */
const COLUMN_REACH = 40;

const near = (a: Line, x: number) => Math.abs(a.x - x) <= COLUMN_REACH;

/**
 * Which section a page's first lines continue. A two-column CV read column by column ends page 1 with its sidebar's
 * last section; page 2's main column then starts without a heading, and its lines continue the main column's last
 * section (AltaCV's "Experience" running on over two pages beside "Projects"), not the sidebar's. Only where the
 * last section read is a column of its own (its lines under its heading, away from the line) and an earlier known
 * section is headed in the line's column: a label column's headings (Europass) print their lines elsewhere anyway.
 * Returns that section's index, else null (the last section read goes on).
 */
export function continuedSection(
  line: Line,
  headings: Line[],
  sections: { kind: string; lines: Line[] }[],
): number | null {
  const last = headings.at(-1);
  const lastLines = sections.at(-1)?.lines ?? [];
  if (!last || near(last, line.x) || !lastLines.length || !lastLines.every((l) => near(l, last.x))) return null;
  for (let i = headings.length - 2; i >= 0; i--) {
    if (near(headings[i] as Line, line.x)) return sections[i]?.kind === 'other' ? null : i;
  }
  return null;
}
