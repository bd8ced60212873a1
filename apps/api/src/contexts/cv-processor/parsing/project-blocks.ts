import type { Line } from '../pdf/layout-types.ts';
import { hasDateSegment } from './entries.ts';

/**
 * "Projects at Dariel. . . . . ." (moderncv banking's `\cvitem` with a dotted leader), "Key projects:": a sub-heading
 * inside an experience section opening the projects of the position above it. They are not positions.
 */
const PROJECTS_HEAD =
  /^(?:(?:key|selected|main|notable|major|client)\s+)?projects?(?:\s+(?:at|for|with|in)\s+[^.:]{1,60})?\s*:?$/i;
const DOT_LEADER = /(?:\s*\.){3,}\s*$/;

const isProjectsHead = (l: Line) =>
  l.segments.length === 1 && PROJECTS_HEAD.test(l.text.replace(DOT_LEADER, '').trim());
const sameType = (a: Line, b: Line) => Math.abs(a.size - b.size) < 0.3 && a.bold === b.bold;

/**
 * The lines of an experience section without its projects blocks: a block runs from its sub-heading to the next line
 * set like the section's positions (a title with its dates in a column of their own, as the last position before the
 * block prints it), and the line above it when that line is set like the employer line of that position.
 */
export function withoutProjectBlocks(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const at = out.findLastIndex((l) => l.segments.length > 1 && hasDateSegment(l));
    const position = out[at];
    if (!isProjectsHead(line) || !position) {
      out.push(line);
      continue;
    }
    const employer = out[at - 1];
    let end = lines.findIndex((l, j) => j > i && l.segments.length === position.segments.length && hasDateSegment(l));
    if (end < 0) end = lines.length;
    const above = lines[end - 1];
    if (end < lines.length && employer && above && end - 1 > i && sameType(above, employer)) end--;
    i = end - 1;
  }
  return out;
}

/**
 * "PAID WORK. . . . . . ." (moderncv banking's `\subsection`, a dotted leader to the margin): a sub-heading grouping
 * the positions below it, no value of theirs.
 */
export function withoutLeaderHeadings(lines: Line[]): Line[] {
  return lines.filter((l, i) => {
    const words = l.text.replace(DOT_LEADER, '').trim();
    const short = l.segments.length === 1 && /^[\p{L}][\p{L}&' -]*$/u.test(words);
    return (
      !(short && DOT_LEADER.test(l.text) && words.split(/\s+/).length <= 4) && !(short && subHeading(l, lines[i + 1]))
    );
  });
}

/**
 * "Part Time" / "2014–now  Northwind Clinic …" (friggeri's `\subsection`): where the entries open with their dates, a
 * name of three words or fewer set a third larger than the dated line under it is a sub-heading grouping the
 * positions, no value of theirs.
 */
function subHeading(line: Line, next: Line | undefined): boolean {
  if (!next || next.page !== line.page || line.text.split(/\s+/).length > 3) return false;
  const opensWithDate = hasDateSegment(next) || /^\s*(?:19|20)\d\d\s*[–—-]/.test(next.segments[0] ?? '');
  return line.size >= next.size * 1.3 && opensWithDate;
}
