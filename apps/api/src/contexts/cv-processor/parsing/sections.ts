import type { Line, Span } from '../pdf/layout-types.ts';
import { DEFAULT_TUNING, type ParserTuning } from './tuning.ts';
import { normaliseHeading, vocabularyKind, type SectionKind } from './section-vocabulary.ts';
import { entryHeadsUnderHeadings } from './entry-headings.ts';
import { continuedSection } from './page-continuation.ts';
import { rowLabelsInExperience } from './row-labels.ts';

export { normaliseHeading, type SectionKind };

export interface Section {
  kind: SectionKind;
  title: string;
  lines: Line[];
}

interface Candidate {
  kind: SectionKind;
  /** Named by heading vocabulary (else an unknown heading judged by style alone). */
  known: boolean;
  /** The whole text is a heading phrase ("Awards"), not a phrase holding a heading word ("Best Paper Award"). */
  exact?: boolean;
  style: string;
  size: number;
  /** The heading's words, normalised. */
  words: string;
}

const LEADING_MARKS = /^[•·▪◦●○■□◆◇♦❖➢➤►▶✓✔*\s]+/;

/** Size, weight and case of a line: what headings of one CV share. */
function styleOf(line: Line): string {
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  const caps = letters.length > 3 && letters === letters.toUpperCase();
  return `${Math.round(line.size * 2) / 2}|${line.bold}|${caps}`;
}

/**
 * Whether a line can open a section, by a score: heading vocabulary, bold, capitals, a larger size than the body
 * and space above it. Known words need one layout signal (or, printed alone on their line, only the space above);
 * unknown words need a strong layout.
 */
export function headingKind(
  line: Line,
  bodySize: number,
  bodyGap: number,
  tuning: ParserTuning = DEFAULT_TUNING,
): SectionKind | null {
  return headingCandidate(line, bodySize, bodyGap, tuning)?.kind ?? null;
}

function headingCandidate(line: Line, bodySize: number, bodyGap: number, tuning: ParserTuning): Candidate | null {
  const raw = line.text.trim();
  const marked = LEADING_MARKS.test(raw);
  const text = raw.replace(LEADING_MARKS, '');
  const words = text.split(/\s+/);
  if (words.length > 6 || text.length > 48 || /[.@]$|\d{3}/.test(text)) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return null;
  const isCaps = letters === letters.toUpperCase() && letters.length > 3;
  const isLarger = line.size >= bodySize * 1.12;
  const spaced = line.gapAbove >= bodyGap * 1.35 || line.gapAbove === 0;
  const style = (line.bold ? 1 : 0) + (isCaps ? 1 : 0) + (isLarger ? 1.5 : 0) + (spaced ? 0.5 : 0);
  // A bullet before a word is a list item unless the line is clearly set apart (an icon before a large heading).
  if (marked && !isLarger) return null;
  const base = { style: styleOf(line), size: line.size, words: normaliseHeading(text) };
  const vocab = vocabularyKind(text);
  if (vocab) {
    const slightlyLarger = line.size >= bodySize * 1.05 ? 0.5 : 0;
    const alone = vocab.exact && (spaced || setApart(line, slightlyLarger > 0)) && line.segments.length === 1;
    return style + slightlyLarger >= 1 || text.endsWith(':') || alone
      ? { ...base, kind: vocab.kind, known: true, exact: vocab.exact }
      : null;
  }
  if (line.segments.length > 1 || /[,;:]/.test(text)) return null;
  return style >= tuning.unknownHeadingStyle && isLarger && line.size < bodySize * 1.9
    ? { ...base, kind: 'other', known: false }
    : null;
}

/**
 * A line a little larger than the body with more than a blank line's space above it (its own size × 1.8) is set
 * apart even where the CV spaces its entries almost as widely (currvita: entries 20 pt apart, headings 23–25 pt).
 */
function setApart(line: Line, slightlyLarger: boolean): boolean {
  return slightlyLarger && line.gapAbove >= line.size * 1.8;
}

/**
 * "Work  Project Coordinator": a heading printed in a left label column shares its baseline with the section's
 * first line. A known heading word as the first segment of such a line is split off as a heading of its own. A
 * heading wrapped in a narrow label column ("PROFESSIONAL" / "BACKGROUND") is known by its two lines together:
 * the second, alone on its line at the label's left edge right below, is then part of the heading (returned third,
 * to be dropped from the lines).
 */
function splitLabelColumn(line: Line, lines: Line[], next: Line | undefined): [Line, Line, Line?] | null {
  if (line.segments.length < 2) return null;
  const label = line.segments[0] as string;
  // The label's second word may share its line with the section's second line ("INDUSTRY" / "EXPERIENCE  Engineer").
  const nextLabel =
    next?.segments.length === 1 || (next?.segmentX[1] ?? 0) - (next?.x ?? 0) >= 40 ? next?.segments[0] : '';
  const wrapped =
    next !== undefined &&
    next.page === line.page &&
    Math.abs(next.x - line.x) < 2 &&
    next.y - line.y <= line.size * 1.6 &&
    // "EDUCATION" over "2016 – 2021": the first entry's dates under the heading are no word of it.
    !/\d/.test(nextLabel ?? '') &&
    vocabularyKind(`${label} ${nextLabel}`)?.exact === true;
  if (!wrapped && !vocabularyKind(label)?.exact) return null;
  const restX = line.segmentX[1] ?? line.x;
  // Only when the text column really starts there: many lines of the CV begin at the second segment's x.
  // A line counts when any of its segments starts there (a label column's rows hold a label segment first).
  const atRest = lines.filter((l) => l.segmentX.some((x) => Math.abs(x - restX) < 4)).length;
  if (restX - line.x < 40 || atRest < lines.length * 0.3) return null;
  const head = subLine(line, 0, 1);
  const rest = subLine(line, 1, line.segments.length);
  if (!wrapped) return [head, rest];
  const text = `${label} ${nextLabel}`;
  return [{ ...head, text, segments: [text] }, rest, next];
}

/**
 * "• +1 604-555-0199  Experience": a side column's line (moderncv's oldstyle prints the contacts in the left margin)
 * shares its baseline with a heading of the main column. A known heading word as the last of two segments, in a
 * larger or bolder type than the first, at the left edge of a line right below it, is split off: the side column's
 * text first, then the heading.
 */
function splitSideColumn(line: Line, lines: Line[]): [Line, Line] | null {
  if (line.segments.length !== 2 || !vocabularyKind(line.segments[1] as string)?.exact) return null;
  const side = subLine(line, 0, 1);
  const head = subLine(line, 1, 2);
  const standsOut = head.size >= side.size * 1.12 || (head.bold && !side.bold);
  const below = lines.some(
    (l) => l.page === line.page && l.y > line.y && l.y - line.y <= head.size * 2.5 && Math.abs(l.x - head.x) < 4,
  );
  return standsOut && below ? [side, head] : null;
}

/**
 * A heading wrapped in a narrow column ("ACADEMIC" / "BACKGROUND", "EDUCATION &" / "TRAINING" in a sidebar): two
 * short lines alone on their lines, in one style at one left edge, the second right below, that together — and
 * neither alone, unless the first ends in "&", "and" or "of" — make a known heading phrase. They become one line.
 */
function joinWrappedHeading(line: Line, next: Line | undefined): Line | null {
  if (!next || next.page !== line.page || line.segments.length > 1 || next.segments.length > 1) return null;
  const sameStyle = line.bold === next.bold && Math.abs(line.size - next.size) < 0.3 && Math.abs(line.x - next.x) < 2;
  if (!sameStyle || next.y - line.y > line.size * 1.8 || next.y <= line.y) return null;
  if (line.text.split(/\s+/).length > 3 || next.text.split(/\s+/).length > 3) return null;
  const text = `${line.text} ${next.text}`;
  // The second line may be a phrase of its own ("TRAINING") when the first visibly goes on ("EDUCATION &").
  const open = /(?:&|\+|\/|\band|\bof)$/i.test(line.text.trim());
  if (vocabularyKind(line.text)?.exact || (!open && vocabularyKind(next.text)?.exact)) return null;
  if (!vocabularyKind(text)?.exact) return null;
  return {
    ...line,
    text,
    segments: [text],
    spans: [{ ...(line.spans[0] as Span), text }],
    right: Math.max(line.right, next.right),
  };
}

/** Segments [from, to) of a line as a line of their own, with their own size and weight. */
function subLine(line: Line, from: number, to: number): Line {
  const spans = line.spans
    .filter((s) => s.segment >= from && s.segment < to)
    .map((s) => ({ ...s, segment: s.segment - from }));
  const chars = (f: (s: Span) => boolean) => spans.filter(f).reduce((n, s) => n + s.text.length, 0);
  const all = chars(() => true);
  const biggest = [...spans].sort((a, b) => b.text.length - a.text.length)[0];
  const segments = line.segments.slice(from, to);
  return {
    ...line,
    text: segments.join('  '),
    segments,
    segmentX: line.segmentX.slice(from, to),
    segmentRight: line.segmentRight?.slice(from, to),
    spans,
    x: line.segmentX[from] ?? line.x,
    right: to < line.segments.length ? (line.segmentX[to] ?? line.right) : line.right,
    size: biggest?.size ?? line.size,
    bold: chars((s) => s.bold) > all / 2,
    italic: chars((s) => s.italic) > all / 2,
  };
}

/**
 * Headings of one CV look alike. Known words printed clearly smaller than most of the CV's known headings are labels
 * inside sections ("Highlights" under each job, a "Languages" group of a skills list), and an
 * unknown line must share the style of the known headings to open a section (an entry title printed large is not
 * a heading).
 */
function consistentHeadings(candidates: (Candidate | null)[], lines: Line[], bodySize: number): (Candidate | null)[] {
  const known = candidates.filter((c): c is Candidate => c !== null && c.known);
  // Sizes rank by the distinct headings they print: a label repeated under every entry ("Highlights" eight
  // times) counts once, so it cannot outvote the CV's six different section headings.
  const bySize = new Map<number, Set<string>>();
  for (const c of known) {
    const size = Math.round(c.size * 2) / 2;
    bySize.set(size, (bySize.get(size) ?? new Set()).add(c.words));
  }
  const [dominant, count] = [...bySize.entries()]
    .map(([size, words]): [number, number] => [size, words.size])
    .sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
  // A line that only holds a heading word in a comma list ("Best Paper Award, ICSE" in bold), set unlike every exact
  // heading of a CV that has two or more, is an item, not a heading.
  const exact = known.filter((c) => c.exact);
  const exactStyles = new Set(exact.map((c) => c.style));
  const item = (c: Candidate, i: number) =>
    !c.exact && exact.length >= 2 && !exactStyles.has(c.style) && /,/.test(lines[i]?.text ?? '');
  // A style above the body size printing three or more different exact headings is a heading style of its own (a
  // sidebar's smaller "Contact", "Key Skills", "Languages" beside the main column's larger ones), not labels inside
  // sections ("Email", "Highlights", "Languages" in the body's size under larger headings).
  const wordsOfStyle = new Map<string, Set<string>>();
  for (const c of exact) wordsOfStyle.set(c.style, (wordsOfStyle.get(c.style) ?? new Set()).add(c.words));
  const ownStyle = (c: Candidate) =>
    c.exact === true && c.size >= bodySize * 1.05 && (wordsOfStyle.get(c.style)?.size ?? 0) >= 3;
  // "Key skills" printed under each degree, smaller than "Education": a label repeated under every entry
  // is one even where the CV prints a single heading of the larger size.
  const times = new Map<string, number>();
  for (const c of known) times.set(c.words, (times.get(c.words) ?? 0) + 1);
  const smaller = (c: Candidate) => (count >= 2 || (times.get(c.words) ?? 0) >= 2) && c.size < dominant * 0.85;
  const kept = candidates.map((c, i) => (c?.known && !ownStyle(c) && (smaller(c) || item(c, i)) ? null : c));
  const styles = new Set(kept.filter((c): c is Candidate => c !== null && c.known).map((c) => c.style));
  return kept.map((c) => (c && !c.known && styles.size > 0 && !styles.has(c.style) ? null : c));
}

/**
 * An unknown short line printed exactly like two or more of the CV's known headings, in a size of their own above
 * the body ("Cloud", "Data" boxes of a sidebar styled like its "About" and "Languages"), opens a section too.
 */
function styledLikeHeadings(lines: Line[], candidates: (Candidate | null)[], bodySize: number): (Candidate | null)[] {
  const count = new Map<string, number>();
  for (const c of candidates) if (c?.known) count.set(c.style, (count.get(c.style) ?? 0) + 1);
  return candidates.map((c, i) => {
    const line = lines[i] as Line;
    if (c || line.segments.length > 1 || /[,;:.@\d]/.test(line.text) || line.text.split(/\s+/).length > 4) return c;
    const style = styleOf(line);
    const spaced = line.gapAbove === 0 || line.gapAbove >= line.size * 1.8;
    if ((count.get(style) ?? 0) >= 2 && line.size >= bodySize * 1.1 && spaced)
      return { kind: 'other', known: false, style, size: line.size, words: normaliseHeading(line.text) };
    return c;
  });
}

/**
 * simplecv prints its headings in the body's size and weight, known only by the space above them: once one heading
 * word alone on its line is a heading by that space, another alone on its line in the same style at the same left
 * edge needs only more space above it than the body's usual gap ("Education" 30 pt below a 22.5 pt entry gap).
 */
function alignedWithHeadings(lines: Line[], candidates: (Candidate | null)[], bodyGap: number): (Candidate | null)[] {
  const accepted = candidates.flatMap((c, i) => (c?.known && c.exact ? [lines[i] as Line] : []));
  return candidates.map((c, i) => {
    const line = lines[i] as Line;
    const vocab = c || line.segments.length > 1 ? null : vocabularyKind(line.text.trim());
    if (!vocab?.exact || line.gapAbove < bodyGap * 1.2) return c;
    const aligned = accepted.some((h) => styleOf(h) === styleOf(line) && Math.abs(h.x - line.x) < 2);
    return aligned
      ? {
          kind: vocab.kind,
          known: true,
          exact: true,
          style: styleOf(line),
          size: line.size,
          words: normaliseHeading(line.text),
        }
      : c;
  });
}

/**
 * A heading in a label column set beside the middle of its block of rows (JSON Resume's "paper": "PROFESSIONAL
 * SKILLS" beside the second of four skill rows) heads the whole block: the rows above it, in the text column, one
 * row gap apart, up to the block's start (a gap of 1.8 × the row gap or more above it), are read after it. A second
 * heading beside a block whose first heading was so centred (an empty section's) is dropped: the block is the
 * first one's.
 */
function labelsBesideTheirBlock(
  lines: Line[],
  kinds: (Candidate | null)[],
  labels: Set<Line>,
): [Line[], (Candidate | null)[]] {
  const out = lines.map((line, i) => ({ line, kind: kinds[i] ?? null, label: labels.has(line), centred: false }));
  for (let h = 0; h + 1 < out.length; h++) {
    const { line: head, kind, label } = out[h] as (typeof out)[number];
    const rest = out[h + 1]?.line as Line;
    if (!kind || !label) continue;
    const block = rowsAbove(out, h, rest);
    if (!block) continue;
    out.splice(h, 1);
    // A second heading beside a block that already has one: dropped.
    if (block.second) continue;
    const first = out[block.start]?.line as Line;
    const moved = { ...head, y: first.y, gapAbove: first.gapAbove };
    out.splice(block.start, 0, { line: moved, kind, label, centred: true });
  }
  return [out.map((o) => o.line), out.map((o) => o.kind)];
}

/**
 * The rows above a label heading at `h` that belong to its block: text-column lines (at or right of `rest`, the
 * heading's own row), evenly spaced (within 1.25 × their tightest step, the heading's row too), up to a line set
 * apart by 1.8 × that step or more. `second` when the walk meets a centred label heading of the same block instead.
 */
function rowsAbove(
  out: { line: Line; kind: Candidate | null; label: boolean; centred: boolean }[],
  h: number,
  rest: Line,
): { start: number; second: boolean } | null {
  const head = out[h]?.line as Line;
  const steps: number[] = [];
  let start = h;
  let lowerY = head.y;
  while (start > 0 && h - start < 6) {
    const above = out[start - 1] as (typeof out)[number];
    if (above.kind && above.label) return above.centred && even(steps) ? { start, second: true } : null;
    const step = lowerY - above.line.y;
    if (above.line.page !== head.page || step <= 0 || step > rest.size * 2.2 || above.line.x < rest.x - 4) break;
    steps.push(step);
    start--;
    lowerY = above.line.y;
  }
  if (start === h || !even(steps)) return null;
  const first = out[start]?.line as Line;
  const before = out[start - 1]?.line;
  const tightest = Math.min(...steps);
  // The walk stopped at a row of the same spacing: not the block's start.
  if (before && before.page === first.page && first.y - before.y < tightest * 1.8) return null;
  return { start, second: false };
}

const even = (steps: number[]) => steps.length > 0 && Math.max(...steps) <= Math.min(...steps) * 1.25;

export function splitSections(
  lines: Line[],
  tuning: ParserTuning = DEFAULT_TUNING,
): { header: Line[]; sections: Section[] } {
  const bodySize = weightedMedian(lines.map((l) => [l.size, l.text.length]));
  const bodyGap = weightedMedian(lines.filter((l) => l.gapAbove > 0).map((l) => [l.gapAbove, 1])) || bodySize * 1.2;
  const continued = new Set<Line>();
  const labels = new Set<Line>();
  const split = lines.flatMap((l, i) => {
    // The second line of a wrapped label keeps what it holds beside the label.
    if (continued.has(l)) return l.segments.length > 1 ? [subLine(l, 1, l.segments.length)] : [];
    const joined = joinWrappedHeading(l, lines[i + 1]);
    if (joined) continued.add(lines[i + 1] as Line);
    const beside = joined ? null : splitSideColumn(l, lines);
    if (beside) return beside;
    const [head, rest, wrapped] = joined ? [joined] : (splitLabelColumn(l, lines, lines[i + 1]) ?? [l]);
    if (wrapped) continued.add(wrapped);
    if (rest) labels.add(head);
    return rest ? [head, rest] : [head];
  });
  const candidates = split.map((l) => headingCandidate(l, bodySize, bodyGap, tuning));
  const splitKinds = styledLikeHeadings(
    split,
    consistentHeadings(alignedWithHeadings(split, candidates, bodyGap), split, bodySize),
    bodySize,
  );
  const [expanded, labelled] = labelsBesideTheirBlock(split, splitKinds, labels);
  const kinds = rowLabelsInExperience(expanded, entryHeadsUnderHeadings(labelled), labels);
  const header: Line[] = [];
  const sections: Section[] = [];
  let heading: Line | null = null;
  // Reading order that jumps back above the open section's heading on its page has moved to the top of another
  // column (a sidebar read first, then the main column's name and headline): those lines are not the section's.
  let detached = false;
  const headings: Line[] = [];
  let open = -1;
  expanded.forEach((line, i) => {
    const kind = kinds[i]?.kind ?? null;
    const prev = expanded[i - 1];
    if (kind) {
      sections.push({ kind, title: line.text.replace(LEADING_MARKS, '').trim(), lines: [] });
      headings.push(line);
      open = sections.length - 1;
      heading = line;
      detached = false;
      return;
    }
    if (prev && line.page > prev.page) open = continuedSection(line, headings, sections) ?? sections.length - 1;
    if (heading && prev && line.page === heading.page && line.page === prev.page && line.y < heading.y - line.size)
      detached ||= line.y < prev.y;
    if (sections.length && !detached) (sections[open] as Section).lines.push(line);
    else header.push(line);
  });
  return { header, sections };
}

export function weightedMedian(pairs: [number, number][]): number {
  const sorted = pairs.filter(([, w]) => w > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, w]) => n + w, 0);
  let acc = 0;
  for (const [v, w] of sorted) {
    acc += w;
    if (acc >= total / 2) return v;
  }
  return 0;
}
