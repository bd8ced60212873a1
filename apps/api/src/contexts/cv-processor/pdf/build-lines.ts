import type { Line, PdfLayout, TextRun } from './layout-types.ts';
import { DEFAULT_TUNING, type ParserTuning } from '../parsing/tuning.ts';
import { annotationAt, isAnnotation, isSectionName, labelLike } from './annotations.ts';
import { SAME_BASELINE, asOneRun, crosses, findGutters, toLines, touchingGroups } from './runs-to-lines.ts';
import {
  alignedWith,
  besideTop,
  keyValueRows,
  isolatedFrom,
  towering,
  withFormKeys,
  withoutKeyRuns,
  withoutKeys,
} from './key-value-rows.ts';

/**
 * Turns positioned runs into reading-order lines. A page is cut into vertical strips at gutters (x positions
 * crossed by almost no run). A strip of text of its own (a sidebar) is a column, read after the strips left of it;
 * a sparse strip whose lines stand beside the lines of a neighbour (a right-hand date column, a left label column,
 * right-aligned headings) is attached to that neighbour, so "Title ⟂ dates" stay one line. Runs on one baseline
 * become one line; wide gaps and changes of size split it into segments.
 */
export function buildLines(layout: PdfLayout, tuning: ParserTuning = DEFAULT_TUNING): Line[] {
  const lines: Line[] = [];
  for (const page of layout.pages) {
    for (const block of readingBlocks(page.runs, page.width, tuning, page.height)) lines.push(...block);
  }
  return dropRepeatedFurniture(
    lines.filter((l) => !GLYPHS_ONLY.test(l.text)),
    layout.pageCount,
  );
}

/** Text that cannot end a date: a dash, "to", a comma or a month without its year. */
const DANGLING = /(?:[–—-]|\bto|,|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)\s*$/i;
const GLYPHS_ONLY = /^[\s•·▪◦●○■□◆◇♦❖➢➤►▶✓✔|*–—:;.,'"`~_=+-]*$/;

interface Strip {
  runs: TextRun[];
  chars: number;
}

/** The page's runs as blocks of lines in reading order (one block per column and per full-width band). */
export function readingBlocks(
  runs: TextRun[],
  pageWidth: number,
  tuning: ParserTuning = DEFAULT_TUNING,
  pageHeight = Infinity,
): Line[][] {
  const gutters = findGutters(runs, pageWidth, tuning.gutterMaxCross, pageHeight);
  if (gutters.length === 0) return [toLines(runs, tuning)];
  const bounds = [-Infinity, ...gutters, Infinity];
  const strips: Strip[] = Array.from({ length: gutters.length + 1 }, () => ({ runs: [], chars: 0 }));
  const crossing: TextRun[] = [];
  // Touching runs (the pieces of a word in small capitals) cross a gutter together or not at all.
  const crossingGroups = touchingGroups(runs).filter((g) => gutters.some((x) => crosses(asOneRun(g), x)));
  const crossesGutter = new Set(crossingGroups.flat());
  for (const run of runs) {
    if (crossesGutter.has(run)) {
      crossing.push(run);
      continue;
    }
    // The side a run lies on, as the gutter search saw it (a run may start a point before the gutter's middle).
    const index = gutters.filter((g) => run.x + run.width > g + 1).length;
    const strip = strips[index] as Strip;
    strip.runs.push({ ...run, strip: index });
    strip.chars += run.text.trim().length;
  }
  const groups = attachSparseStrips(strips, tuning);
  moveLabelGroups(groups, tuning);
  const columnOf = (strip: number) => groups.findIndex((g) => g.strips.includes(strip));
  const columns: TextRun[][] = groups.map((g) => g.runs);
  const spanning: Spanning[] = [];
  for (const run of crossing) {
    // How far the run reaches into each column; a name overflowing its sidebar by a few points stays there.
    const reach = new Map<number, number>();
    strips.forEach((_, i) => {
      const overlap = Math.min(run.x + run.width, bounds[i + 1] as number) - Math.max(run.x, bounds[i] as number);
      if (overlap > 1) reach.set(columnOf(i), (reach.get(columnOf(i)) ?? 0) + overlap);
    });
    const byReach = [...reach.entries()].sort((a, b) => b[1] - a[1]);
    const [main] = byReach[0] as [number, number];
    const minority = byReach.slice(1).reduce((n, [, w]) => n + w, 0);
    if (minority <= Math.max(12, run.width * 0.15))
      (columns[main] as TextRun[]).push({ ...run, strip: (groups[main] as Group).strips[0] });
    else {
      const touched = byReach.map(([c]) => c);
      spanning.push({ run, from: Math.min(...touched), to: Math.max(...touched) });
    }
  }
  if (columns.length === 1) return [toLines([...(columns[0] as TextRun[]), ...spanning.map((s) => s.run)], tuning)];
  return readColumns(columns, spanning, tuning);
}

interface Spanning {
  run: TextRun;
  /** The columns the run covers. */
  from: number;
  to: number;
}

interface Group {
  /** Indexes of the strips read together, left to right. */
  strips: number[];
  runs: TextRun[];
  chars: number;
}

/**
 * Merges sparse strips (dates, labels, right-aligned headings) into the neighbour with more text, smallest first,
 * until every remaining group is a column. A group of lines of the sparse strip that stands beside a line of the
 * neighbour joins that line (a date wrapped over two lines, "Oct 2022 –" / "Present", becomes one segment of its
 * entry's first line).
 */
function attachSparseStrips(strips: Strip[], tuning: ParserTuning): Group[] {
  let groups: Group[] = strips.flatMap((s, i) =>
    s.runs.length ? [{ strips: [i], runs: s.runs, chars: s.chars }] : [],
  );
  for (let changed = true; changed && groups.length > 1;) {
    changed = false;
    const order = groups.map((_, i) => i).sort((a, b) => (groups[a] as Group).chars - (groups[b] as Group).chars);
    for (const i of order) {
      const g = groups[i] as Group;
      const j = [i - 1, i + 1]
        .filter((k) => k >= 0 && k < groups.length)
        .sort((a, b) => (groups[b] as Group).chars - (groups[a] as Group).chars)[0];
      const other = j === undefined ? undefined : groups[j];
      if (j === undefined || !other) continue;
      const lines = toLines(g.runs, tuning);
      const otherLines = toLines(other.runs, tuning);
      // Dates and labels are a small share of the text beside them, unless they are the keys of key/value rows
      // (then either side may hold more text: a page of long labels and short values).
      const keyed = g.chars > other.chars * 0.6;
      if (keyed && !(i < j ? keyValueRows(lines, otherLines) : keyValueRows(otherLines, lines))) continue;
      // A header box at the top of the strip (contact lines beside the name) is a column of its own above a date
      // column: the dates below it are attached, the header is read on its own.
      const tail = i > j && rowTails(lines, otherLines);
      const head = keyed || tail || isAttached(lines, otherLines) ? null : headerOf(g.runs, lines);
      if (head && !isAttached(head.rest, otherLines)) continue;
      if (!head && !tail && !isAttached(lines, otherLines)) continue;
      // The keys of key/value rows (the left side) name the form's fields, not the CV's content: they go.
      const runs = keyed
        ? i < j
          ? [...withFormKeys(other.runs, lines, otherLines), ...snapGroups(withoutKeys(lines, otherLines), otherLines)]
          : [
              ...withoutKeyRuns(other.runs, otherLines, lines),
              ...withFormKeys(snapGroups(lines, otherLines), otherLines, lines),
            ]
        : [...other.runs, ...snapGroups(head?.rest ?? lines, otherLines)];
      const merged: Group = {
        strips: [...other.strips, ...g.strips].sort((a, b) => a - b),
        runs,
        chars: other.chars + g.chars,
      };
      const kept: Group[] = head ? [{ strips: g.strips, runs: head.runs, chars: 0 }] : [];
      groups = groups.flatMap((x, k) =>
        k === j ? (i < j ? [...kept, merged] : [merged, ...kept]) : k === i ? [] : [x],
      );
      changed = true;
      break;
    }
  }
  return groups;
}

/**
 * One or two lines right of the gutter, each on the baseline of a line of the neighbour in the same type and a few
 * ems after its end, are the ends of those rows (a row of skill chips running past the gutter), not a column.
 */
function rowTails(lines: Line[], other: Line[]): boolean {
  return (
    lines.length <= 2 &&
    lines.every((l) => {
      const row = alignedWith(l, other);
      return row !== null && Math.abs(row.size - l.size) < 0.5 && l.x - row.right < l.size * 6;
    })
  );
}

/**
 * A column that is a sidebar at the top and a label column below it (moderncv's contact details, then section titles
 * beside their sections): a short group of its lines set flush against the gutter, naming a section or a date, and
 * standing beside the first line of a block of the wider column is read with that line ("Professional" /
 * "Experience" beside the first position becomes its heading).
 */
function moveLabelGroups(groups: Group[], tuning: ParserTuning): void {
  groups.forEach((g, i) => {
    const neighbours = [i - 1, i + 1].filter((k) => (groups[k]?.chars ?? 0) > g.chars);
    const k = neighbours.sort((a, b) => (groups[b] as Group).chars - (groups[a] as Group).chars)[0];
    if (k === undefined) return;
    const other = groups[k] as Group;
    const lines = toLines(g.runs, tuning);
    const otherLines = toLines(other.runs, tuning);
    const gaps = otherLines.map((l) => l.gapAbove).filter((x) => x > 0);
    const typical = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
    const edge = k > i ? Math.max(...lines.map((l) => l.right)) : Math.min(...lines.map((l) => l.x));
    const flush = (l: Line) => Math.abs((k > i ? l.right : l.x) - edge) < 3;
    const moved = new Set<Line>();
    let start = 0;
    for (let j = 1; j <= lines.length; j++) {
      const l = lines[j];
      if (l && l.page === (lines[j - 1] as Line).page && l.y - (lines[j - 1] as Line).y <= l.size * 1.6) continue;
      const group = lines.slice(start, j);
      start = j;
      const text = group.map((x) => x.text).join(' ');
      const target = alignedWith(group[0] as Line, otherLines);
      const label = isAnnotation(text);
      // A sidebar's heading is followed by its own content; a label stands alone in its column.
      const last = group.at(-1) as Line;
      const alone = !l || l.page !== last.page || l.y - last.y > last.size * 4;
      const blockStart = target !== null && target.gapAbove >= typical * 1.5;
      if (group.length <= 3 && label && alone && group.every(flush) && blockStart) {
        for (const x of group) moved.add(x);
        other.runs.push(...snapGroups(group, otherLines, true));
      }
    }
    if (moved.size === 0) return;
    const inLine = (r: TextRun, l: Line) =>
      r.page === l.page &&
      Math.abs(r.y - l.y) < Math.min(r.size, l.size) * SAME_BASELINE &&
      r.x >= l.x - 1 &&
      r.x < l.right;
    g.runs = g.runs.filter((r) => ![...moved].some((l) => inLine(r, l)));
  });
}

/**
 * The strip's first lines when a wide gap (four lines' height or a page) parts them from the rest: two to six
 * lines, as a header box holds (one line is the end of a contact line, not a box). Returns the header's runs and the
 * rest's lines.
 */
function headerOf(runs: TextRun[], lines: Line[]): { runs: TextRun[]; rest: Line[] } | null {
  for (let k = 2; k < Math.min(lines.length, 7); k++) {
    const a = lines[k - 1] as Line;
    const b = lines[k] as Line;
    if (a.page === b.page && b.y - a.y <= Math.max(a.size, b.size) * 4) continue;
    const cut = (a.y + b.y) / 2;
    return { runs: runs.filter((r) => r.page < b.page || (r.page === b.page && r.y < cut)), rest: lines.slice(k) };
  }
  return null;
}

/**
 * A strip is attached (not a column) when its lines stand beside the neighbour's lines or alone, in groups of at
 * most three lines (a wrapped date), never interleaved with the neighbour's lines as a sidebar's lines are, and it
 * reads like annotations: right-aligned (dates and places pushed to the margin, labels to the gutter) or mostly
 * dates, places and single words. A column of text set on the same grid as its neighbour is neither.
 */
function isAttached(lines: Line[], other: Line[]): boolean {
  if (lines.length === 0) return true;
  let aligned = 0;
  let interleaved = 0;
  let interleavedHeadings = 0;
  let run = 0;
  let longest = 0;
  let prevAligned = false;
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    const a = alignedWith(line, other) !== null;
    // "Data" / "Steward", "Mai–Aug" / "2024": the one-word second line of a label or a date wrapped under its row.
    const continues = !a && prev !== undefined && prev.page === line.page && line.y - prev.y <= line.size * 1.6;
    const wrapped = prevAligned && continues && /^(?:\p{L}+|(?:19|20)\d{2})$/u.test(line.text);
    prevAligned = a;
    if (a) aligned++;
    else if (!wrapped && !isolatedFrom(line, other) && !towering(line, other)) {
      interleaved++;
      if (labelLike(line.text)) interleavedHeadings++;
    }
    run = continues ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  const annotations = lines.filter((_, i) => annotationAt(lines, i)).length / lines.length;
  // A label column of section names and dates may sit between the baselines beside it (a heading centred on the
  // rows it names): what stands between the rows are section names, field names and dates, never a sidebar's items.
  const labels = annotations >= 0.8 && longest <= 2 && interleavedHeadings >= interleaved * 0.8;
  // Lines that all stand alone (right-aligned headings on a page of their own) are read in place too.
  if (longest > 3 || (interleaved > Math.max(1, lines.length * 0.2) && !labels)) return false;
  if (aligned === 0 && interleaved > 0) return false;
  const right = Math.max(...lines.map((l) => l.right));
  const flushRight = lines.filter((l) => right - l.right < 3).length / lines.length;
  const ragged = Math.max(...lines.map((l) => l.x)) - Math.min(...lines.map((l) => l.x)) > 6;
  return (flushRight >= 0.6 && ragged) || annotations >= 0.7;
}

/** The sparse strip's lines as runs placed on the neighbour's baselines (continuations joined to their group). */
function snapGroups(lines: Line[], other: Line[], whole = false): TextRun[] {
  const out: TextRun[] = [];
  let prev: { run: TextRun; line: Line; beside?: boolean } | null = null;
  for (const line of lines) {
    const target = alignedWith(line, other);
    // A label between baselines is read just before the first row beside it.
    const before = target || whole ? null : besideTop(line, other);
    // "Jul 2021 – Sep" / "2022": a line that cannot end there continues on the next one.
    const open = prev !== null && DANGLING.test(prev.run.text);
    // "OBJECTIVE" beside its row, "EXPERIENCE" under it: two headings ("SKILLS" / "SUMMARY" between rows is one).
    const twoNames = prev?.beside === true && isSectionName(prev.run.text) && isSectionName(line.text);
    const run: TextRun = {
      text: line.text,
      x: line.x,
      y: target?.y ?? (before ? before.y - before.size * 0.6 : line.y),
      width: line.right - line.x,
      size: line.size,
      bold: line.bold,
      italic: line.italic,
      page: line.page,
      strip: line.strip,
    };
    // Measured on the line's largest type: small capitals ("P" 12.7 pt, "ROFESSIONAL" 9 pt) wrap on the capitals.
    const size = Math.max(line.size, ...line.spans.map((sp) => sp.size));
    const near = prev !== null && prev.line.page === line.page && line.y - prev.line.y <= size * 1.6;
    if ((whole || !target || open) && prev && near && !twoNames) {
      prev.run.text = `${prev.run.text} ${line.text}`;
      prev.run.width = Math.max(prev.run.width, line.right - prev.run.x);
      prev = { run: prev.run, line, beside: false };
      continue;
    }
    out.push(run);
    prev = { run, line, beside: target !== null };
  }
  return out;
}

/**
 * Columns read one after the other; a run spanning several columns (a centred name, a full-width heading) closes
 * what those columns (and the columns left of them) hold so far and is read as a band of its own, with the runs on
 * its baseline.
 */
function readColumns(columns: TextRun[][], spanning: Spanning[], tuning: ParserTuning): Line[][] {
  const blocks: Line[][] = [];
  type Item = { run: TextRun; column: number; span?: Spanning };
  const sameBaseline = (a: TextRun, b: TextRun) =>
    a.page === b.page && Math.abs(a.y - b.y) < Math.min(a.size, b.size) * SAME_BASELINE;
  const items: Item[] = [];
  columns.forEach((runs, c) => {
    for (const run of runs) {
      const span = spanning.find((s) => c >= s.from && c <= s.to && sameBaseline(s.run, run));
      items.push(span ? { run, column: -1, span } : { run, column: c });
    }
  });
  for (const span of spanning) items.push({ run: span.run, column: -1, span });
  items.sort((a, b) => a.run.page - b.run.page || a.run.y - b.run.y || a.run.x - b.run.x);
  const open: TextRun[][] = columns.map(() => []);
  const flush = (from: number, to: number) => {
    for (let c = from; c <= to; c++) {
      const runs = open[c] as TextRun[];
      if (runs.length) blocks.push(toLines(runs, tuning));
      open[c] = [];
    }
  };
  let band: Item[] = [];
  const flushBand = () => {
    // A band is one full-width line: the strips it crosses do not cut it into segments.
    if (band.length)
      blocks.push(
        toLines(
          band.map((i) => ({ ...i.run, strip: undefined })),
          tuning,
        ),
      );
    band = [];
  };
  for (const item of items) {
    if (item.column >= 0) {
      flushBand();
      (open[item.column] as TextRun[]).push(item.run);
      continue;
    }
    const span = item.span as Spanning;
    if (band.length && !sameBaseline((band[0] as Item).run, item.run)) flushBand();
    // Columns left of the band are read before it too, so the page keeps its left-to-right order.
    if (band.length === 0) flush(0, span.to);
    band.push(item);
  }
  flushBand();
  flush(0, columns.length - 1);
  return blocks;
}

/** "2/3", "Page 1 of 2": a page number over a page count — not a month over a year ("07/2008", "12/2019"). */
export function pageOfPages(text: string): boolean {
  const m = /^(?:page\s*)?(\d+)\s*(?:\/|of)\s*(\d+)$/i.exec(text.trim());
  return m !== null && Number(m[1]) <= Number(m[2]) && Number(m[2]) < 100;
}

/** Page numbers and lines repeated on every page (running headers and footers) are not CV content. */
function dropRepeatedFurniture(lines: Line[], pageCount: number): Line[] {
  // A running header or footer sits at the same height on every page (a repeated bullet does not).
  const counts = new Map<string, number>();
  for (const l of lines)
    counts.set(`${l.text}|${Math.round(l.y / 4)}`, (counts.get(`${l.text}|${Math.round(l.y / 4)}`) ?? 0) + 1);
  return lines.filter((l) => {
    if (pageOfPages(l.text) || /\bpage \d+ of \d+\b/i.test(l.text)) return false;
    // "Page 1 - Curriculum vitae of Jan Kowalski": a numbered page footer, whatever follows the number.
    if (/^page \d+\s*[-–—|·:]\s/i.test(l.text) && l.text.length < 80) return false;
    if (l.text.length < 50 && /\s[–—-]\s\d{1,3}\s*\/\s*\d{1,3}$/.test(l.text)) return false;
    if (/^last updated in /i.test(l.text)) return false;
    const repeated = counts.get(`${l.text}|${Math.round(l.y / 4)}`) ?? 0;
    return !(pageCount > 1 && repeated >= pageCount && l.text.length < 60 && /\d/.test(l.text));
  });
}
