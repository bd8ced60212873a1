import type { Line } from '../pdf/layout-types.ts';
import { vocabularyKind } from './section-vocabulary.ts';

/**
 * The lines of a sidebar's skills section that stand in its own column. Where the reading order let lines of the main
 * column in (a right-hand sidebar beside a band of dated entries), a line starting well left of the section's items
 * is not the section's: only its segments in the sidebar's column are read, and a heading word among them
 * ("Interests" beside an employer's line) ends the section.
 */
export function ownColumnLines(lines: Line[]): Line[] {
  const first = lines[0];
  if (!first) return lines;
  const x0 = first.x;
  const atColumn = (x: number) => Math.abs(x - x0) <= first.size * 1.5;
  // A column of its own: most of the section's lines start where its first line does, and hold items, not sentences
  // (a main column's bullets read under a left-hand sidebar's heading are no skills box of their own).
  const own = lines.filter((l) => atColumn(l.x));
  if (own.length < lines.length / 2 || own.some((l) => l.text.split(/\s+/).length > 6)) return lines;
  const out: Line[] = [];
  for (const line of lines) {
    if (line.x >= x0 - line.size * 3) {
      out.push(line);
      continue;
    }
    const k = line.segmentX.findIndex((x) => x >= x0 - line.size);
    if (k < 0) continue;
    const text = line.segments.slice(k).join('  ');
    if (vocabularyKind(text)?.exact) break;
    const spans = line.spans.filter((s) => s.segment >= k).map((s) => ({ ...s, segment: s.segment - k }));
    out.push({
      ...line,
      text,
      segments: line.segments.slice(k),
      segmentX: line.segmentX.slice(k),
      x: line.segmentX[k] as number,
      spans,
    });
  }
  return out;
}

/**
 * A sidebar of skill groups, each under its own name and none under a "Skills" heading (JSON Resume themes: "Mobile"
 * / "Platforms" / "Build Tools" / "Hosting"): where the first boxes of such a run list known skills, the boxes after
 * them in the same column, short lines without dates or full stops, are groups of the same list.
 */
export function withSiblingSkillBoxes<S extends { kind: string; lines: Line[] }>(original: S[], read: S[]): S[] {
  const out: S[] = [];
  read.forEach((s, i) => {
    const before = out[i - 1];
    const sibling =
      s.kind === 'other' &&
      original[i - 1]?.kind === 'other' &&
      before?.kind === 'skills' &&
      before.lines[0]?.strip === s.lines[0]?.strip &&
      s.lines.length > 0 &&
      s.lines.every((l) => l.text.split(/\s+/).length <= 6 && !/\d{4}|[.:]$/.test(l.text.trim()));
    out.push(sibling ? ({ ...s, kind: 'skills' } as S) : s);
  });
  return out;
}
