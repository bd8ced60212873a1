import type { Line } from '../pdf/layout-types.ts';
import { findDateRange } from './dates.ts';

interface HeadingLike {
  kind: string;
  known: boolean;
  /** Size, weight and case, as sections.ts compares headings. */
  style: string;
}

/**
 * A table CV's label column names the rows of a position ("Duties:", "Accomplishments" in bold beside its bullets,
 * then "Jun 2017 – Present" beside the next position). A known heading word split off that column, set unlike the
 * experience heading above it and followed by another dated row before the next heading, is such a row label: it
 * opens no section, and the positions after it stay positions.
 */
export function rowLabelsInExperience<T extends HeadingLike>(
  lines: Line[],
  kinds: (T | null)[],
  labels: Set<Line>,
): (T | null)[] {
  const out = [...kinds];
  let section: T | null = null;
  kinds.forEach((c, i) => {
    if (!c) return;
    const label = labels.has(lines[i] as Line) && section?.kind === 'experience' && c.style !== section.style;
    if (label && datedRowFollows(lines, kinds, i)) out[i] = null;
    else section = c;
  });
  return out;
}

/** Whether a line after `i`, before the next heading, starts with a date range in a segment of its own. */
function datedRowFollows(lines: Line[], kinds: (unknown | null)[], i: number): boolean {
  for (let j = i + 1; j < lines.length && !kinds[j]; j++) {
    const line = lines[j] as Line;
    const first = line.segments[0] ?? '';
    if (line.segments.length > 1 && findDateRange(first)?.text.trim() === first.trim()) return true;
  }
  return false;
}
