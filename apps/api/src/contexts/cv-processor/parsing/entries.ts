import type { Line, Span } from '../pdf/layout-types.ts';
import {
  DANGLING_RANGE_START,
  LEADING_RANGE_END,
  OPEN_RANGE,
  SINCE_LEAD,
  findDateRange,
  findSingleDate,
  normaliseDate,
  stripDates,
  type DateRange,
} from './dates.ts';
import { BULLET_RE, isBullet, stripBullet } from './bullets.ts';
import { vocabularyKind } from './section-vocabulary.ts';
import { isRoleField } from './header-parts.ts';
import {
  joinForwardMarginRange,
  joinMonthAbove,
  joinStackedDates,
  joinReversedMarginRange,
  moveDashUp,
  rangeEndLine,
} from './wrapped-dates.ts';
import { endsSentence, isSentence } from './sentence-lines.ts';
import { DETAIL_LINE, isDateOnly, joinWrappedHeaders } from './header-wraps.ts';

export interface Entry {
  header: Line[];
  body: Line[];
}

export { isBullet, stripBullet };

/** Moves the end of a range split over two lines ("June 2022 –" / "Present …") onto the first line. */
export function joinSplitRanges(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments] }));
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i] as Line;
    if (joinStackedDates(a, out[i + 1] as Line)) continue;
    joinMonthAbove(a, out[i + 1] as Line);
    joinReversedMarginRange(a, out[i + 1] as Line);
    joinForwardMarginRange(a, out[i + 1] as Line);
    moveDashUp(a, out[i + 1] as Line);
    const dangling = a.segments.findIndex((s) => DANGLING_RANGE_START.test(s));
    if (dangling < 0 || findDateRange(a.text)) continue;
    const b = rangeEndLine(out, i, dangling);
    const first = b?.segments[0] ?? '';
    const m = LEADING_RANGE_END.exec(first);
    if (!b || !m) continue;
    const seg = a.segments[dangling] as string;
    const at = DANGLING_RANGE_START.exec(seg) as RegExpExecArray;
    const cut = at.index + at[0].length;
    a.segments[dangling] = `${seg.slice(0, cut)} ${m[0]} ${seg.slice(cut)}`.replace(/\s+/g, ' ').trim();
    b.segments[0] = first.slice(m[0].length).trim();
    const emptied = !b.segments[0];
    if (emptied) {
      b.segments = b.segments.slice(1);
      b.segmentX = b.segmentX.slice(1);
      b.segmentRight = b.segmentRight?.slice(1);
    }
    a.text = a.segments.join('  ');
    b.text = b.segments.join('  ');
    // The title's bold and the employer's italic beside the dates still tell them apart: the moved words join the
    // range's own span. Where a date was cut across spans, each segment becomes one span of the line's style.
    a.spans = withSpanAfter(a, dangling, m[0]) ?? flatSpans(a);
    b.spans = withoutLeadingSpanText(b, m[0], emptied) ?? flatSpans(b);
  }
  return out.filter((l) => l.text.trim());
}

/** Each segment of `l` one span of the line's own style. */
function flatSpans(l: Line): Span[] {
  return l.segments.map((text, segment) => ({
    text,
    x: l.segmentX[segment] ?? l.x,
    bold: l.bold,
    italic: l.italic,
    size: l.size,
    segment,
  }));
}

/** `line`'s spans with `words` closing the open range of a span of `segment` ("June 2022 –" + "Present"). */
function withSpanAfter(line: Line, segment: number, words: string): Span[] | null {
  const at = line.spans.findIndex((sp) => sp.segment === segment && DANGLING_RANGE_START.test(sp.text));
  const span = line.spans[at];
  if (!span) return null;
  const match = DANGLING_RANGE_START.exec(span.text) as RegExpExecArray;
  const cut = match.index + match[0].length;
  // The range stays one span, so it is stripped as one date range ("Oct 2021 – Dec" + "2022").
  const parts = [`${span.text.slice(0, cut)} ${words}`, span.text.slice(cut)].map((t) => t.trim());
  const split = parts.filter(Boolean).map((text) => ({ ...span, text }));
  return [...line.spans.slice(0, at), ...split, ...line.spans.slice(at + 1)];
}

/** `line`'s spans without `words` at the start of its first segment, renumbered if that segment is gone. */
function withoutLeadingSpanText(line: Line, words: string, segmentGone: boolean): Span[] | null {
  const first = line.spans.find((sp) => sp.segment === 0);
  if (!first?.text.startsWith(words)) return null;
  const rest = first.text.slice(words.length).trim();
  const spans = line.spans.flatMap((sp) => (sp !== first ? [sp] : rest ? [{ ...sp, text: rest }] : []));
  return segmentGone ? spans.map((sp) => ({ ...sp, segment: sp.segment - 1 })) : spans;
}

/** Where a line's own text starts once a leading date column is set aside. */
export function textX(line: Line): number {
  const i = line.segments.findIndex((s) => /\p{L}{2}/u.test(stripDates(s)));
  return line.segmentX[Math.max(0, i)] ?? line.x;
}

/**
 * Body lines describe an entry: bullets, detail lines ("GPA: …"), labels ("Highlights"), continuations, long
 * sentences and lines indented under the entry's first line. Header lines name it: title, employer, place, dates.
 */
function isBodyLine(line: Line, header: Line[], inBody: boolean): boolean {
  const text = line.text;
  // "– Jul 2011": a date alone on its line belongs to the header, whatever dash opens it.
  if (findSingleDate(text) && isDateOnly(text.replace(BULLET_RE, ''))) return false;
  // "• Sept 2019 - Present  • Austin, TX": a mark opening a line with a date range is an icon (a calendar), not a bullet.
  if (isBullet(line) && iconDate(text)) return false;
  if (isBullet(line) || DETAIL_LINE.test(text) || /^\d+[.)]\s/.test(text)) return true;
  // A score alone on its line ("3.62", "3.8/4.0") details its entry.
  if (/^\d{1,3}(?:[.,]\d{1,2})?(?:\s*\/\s*\d{1,3}(?:[.,]\d{1,2})?)?$/.test(text.trim())) return true;
  if (vocabularyKind(text)?.exact && text.split(/\s+/).length <= 2) return true;
  // A date printed as a segment of its own ("2012 | BA in …, University …") heads an entry.
  if (findDateRange(text) || hasDateSegment(line)) return false;
  // Where dates lead the entries (a date line opens the block), the line after an entry's date names the entry,
  // however long or lower-case its words (French titles: "Enseignant à domicile en Mathématiques"); only a full
  // sentence describes it.
  const datedLine = (l: Line | undefined) => l !== undefined && isDated(l) && isDateOnly(l.text);
  if (datedLine(header[0]) && datedLine(header.at(-1)) && !/[.;:]$/.test(text.trim())) return false;
  const datesOnly = header.every((l) => isDateOnly(l.text));
  // Under a dated header, a line in sentence case ("Maintained data quality checks for the warehouse") describes
  // the entry even without a bullet: names and titles are capitalised word by word.
  if (!line.bold && header.some(isDated) && isSentence(text)) return true;
  const first = header[0];
  // A line that opens in bold ("**lumtal GmbH**  *Talheim-Nord, DE*", its place in italic the longer part) names an entry,
  // whatever case its name is written in.
  const bold = line.bold || line.spans[0]?.bold === true;
  if (inBody && first && !bold && (line.x > first.x + 4 || /^[\p{Ll}(]/u.test(text))) return true;
  // "Credits Earned: 36 Semester hours" among "GPA: …" and "Major: …": a labelled detail continues the body.
  const label = /^(\p{Lu}[\p{L}'’ ,/&-]{1,45}):\s/u.exec(text);
  if (inBody && !line.bold && label && !isRoleField(label[1] as string)) return true;
  // "**quiet harbor, llc**", "**q7X Commerce**" under "**Founder**": a short bold line of a header not yet dated
  // names the entry, whatever case its name is written in.
  if (line.bold && !inBody && !header.some(isDated) && text.split(/\s+/).length <= 6) return false;
  // A link alone among the header lines (the employer's web site under its name and place) names, never describes.
  if (!inBody && /^(?:https?:\/\/|www\.)\S+$/.test(text.trim())) return false;
  // "bioMérieux, Lyon", "eBay", a bold name, a domain ("**tessa.ee**, Tallinn"): no sentence's lower-case start.
  if (/^[\p{Ll}]/u.test(text) && !bold && !LOWER_NAME.test(text)) return true;
  // Indented under a header of dates alone (simplecv: a long date wraps above its entry's text), a line names it.
  if (first && !line.bold && !datesOnly && textX(line) > textX(first) + line.size * 0.8) return true;
  // A long sentence describes; a long line that opens in bold ("**Title**, Company, City, Country") names. A sentence
  // stands in one segment: a line of two columns' values ("Lumen Forge (Tools Guild)  Tools Engineer - Lumen Forge (Tools
  // Guild)") is counted by the words of its longest value.
  const letterWords = (seg: string) => seg.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  const words = line.segments.length > 1 ? Math.max(...line.segments.map(letterWords)) : text.split(/\s+/).length;
  const opensBold = line.spans[0]?.bold === true;
  return (text.length > 75 && /[.;]$/.test(text.trim())) || (words >= 11 && !line.bold && !opensBold);
}

const LOWER_NAME = /^\p{Ll}+\p{Lu}|^[\p{Ll}\d-]+\.\p{Ll}{2,}\b/u;

/** A line that opens, after its mark, with a date range ("• Sept 2019 - Present • Austin, TX"). */
function iconDate(text: string): boolean {
  const rest = stripBullet(text);
  const range = findDateRange(rest);
  return range !== null && rest.startsWith(range.text.trim());
}

const isDated = (l: Line) => findDateRange(l.text) !== null || OPEN_RANGE.test(l.text) || hasDateSegment(l);

export interface EntryRules {
  /** A header line that anchors one entry (a date range; in education also a lone date). */
  anchor: (line: Line) => boolean;
  /** A header line that cannot join the entry begun (a second degree, a second school). */
  conflicts?: (header: Line[], line: Line) => boolean;
}

/**
 * Splits a section into entries. Body lines close a block of header lines; a block holding several anchors (dates)
 * holds as many entries, cut where the layout repeats: at the same distance from the anchor as in the first entry,
 * at a line styled like the block's first line, or after a wider gap.
 */
export function splitEntries(lines: Line[], rules: EntryRules): Entry[] {
  const blocks: Entry[] = [];
  let current: Entry | null = null;
  let inBody = false;
  const joined = joinWrappedHeaders(joinSplitRanges(lines));
  for (const [i, line] of joined.entries()) {
    const closes =
      inBody && (endsSentence(current?.body.at(-1), line) || closesBody(current?.body, line, joined[i + 1]));
    if (current && (closes || isBodyLine(line, current.header, inBody))) {
      current.body.push(line);
      inBody = true;
      continue;
    }
    if (!current || inBody) {
      current = { header: [], body: [] };
      blocks.push(current);
      inBody = false;
    }
    current.header.push(line);
  }
  return blocks.flatMap((block) => splitBlock(block, rules));
}

/**
 * "⬡ Patent 41/205 — Tiled terrain streaming" after an entry's bullets, at the entry's left edge: a line set about as
 * close to the body above it as the body's own lines, and half as far again from the next line, ends the entry above; the next
 * entry's header begins after the wider gap.
 */
function closesBody(body: Line[] | undefined, line: Line, next: Line | undefined): boolean {
  const above = body?.at(-1);
  if (!above || !next || line.bold || isDated(line) || above.page !== line.page || next.page !== line.page)
    return false;
  const gap = line.gapAbove;
  return gap > 0 && gap <= Math.max(above.gapAbove, line.size * 1.3) * 1.25 && next.gapAbove >= gap * 1.5;
}

const lineStyle = (l: Line) => `${Math.round(l.size * 2)}|${l.bold}|${l.italic}`;

function splitBlock(block: Entry, rules: EntryRules): Entry[] {
  // Without two dates to go by, a header that cannot be one entry (two degrees, two schools) is cut there.
  const conflicts = rules.conflicts;
  if (conflicts && block.header.filter(rules.anchor).length < 2) {
    const cuts = [0];
    block.header.forEach((line, i) => {
      const from = cuts.at(-1) as number;
      if (i > from && conflicts(block.header.slice(from, i), line)) cuts.push(i);
    });
    if (cuts.length > 1) {
      return cuts.flatMap((c, i) =>
        splitByAnchors(
          {
            header: block.header.slice(c, cuts[i + 1] ?? block.header.length),
            body: i === cuts.length - 1 ? block.body : [],
          },
          rules,
        ),
      );
    }
  }
  return splitByAnchors(block, rules);
}

function splitByAnchors(block: Entry, rules: EntryRules): Entry[] {
  const h = block.header;
  const anchors = h.flatMap((l, i) => (rules.anchor(l) ? [i] : []));
  let starts: number[];
  if (anchors.length >= 2) {
    const offset = anchors[0] as number;
    const gaps = h.slice(1).map((l) => l.gapAbove);
    const typicalGap = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
    starts = [0];
    for (let j = 0; j + 1 < anchors.length; j++) {
      const lo = (anchors[j] as number) + 1;
      const hi = anchors[j + 1] as number;
      let best = lo;
      let bestScore = -1;
      for (let b = lo; b <= hi; b++) {
        const line = h[b] as Line;
        const score =
          (b === hi - offset ? 2 : 0) +
          (lineStyle(line) === lineStyle(h[0] as Line) ? 1 : 0) +
          (line.gapAbove > typicalGap * 1.25 ? 1 : 0);
        if (score > bestScore) {
          best = b;
          bestScore = score;
        }
      }
      starts.push(best);
    }
  } else starts = [0];
  return starts.map((s, i) => ({
    header: h.slice(s, starts[i + 1] ?? h.length),
    body: i === starts.length - 1 ? block.body : [],
  }));
}

/** The entry's date range: its header first, then the right-hand segments of its first body lines. */
export function dateOf(lines: Line[]): DateRange | null {
  for (const l of lines) {
    const r = findDateRange(l.text);
    if (r) return r;
  }
  return null;
}

export function entryDates(entry: Entry, allowSingle: boolean): DateRange | null {
  const range =
    dateOf(entry.header) ?? dateOf(entry.body.slice(0, 3).map((l) => ({ ...l, text: l.segments.slice(1).join(' ') })));
  if (range) return range;
  // "2024-03-01 —", "Since March 2021": a range left open is the current position.
  for (const l of entry.header) {
    for (const s of l.segments) {
      const open = OPEN_RANGE.exec(s) ?? SINCE_LEAD.exec(s);
      if (open) return { start: normaliseDate((open[1] ?? open[2]) as string), end: 'present', text: open[0] };
    }
  }
  if (!allowSingle) return null;
  for (const l of [...entry.header, ...entry.body.slice(0, 2)]) {
    const single = findSingleDate(
      l === entry.header[0] || entry.header.includes(l) ? l.text : l.segments.slice(1).join(' '),
    );
    if (single) return single;
  }
  return null;
}

/** A lone date printed as a segment of its own ("2019", "Jun 2021"): an anchor where no range is printed. */
export function hasDateSegment(line: Line): boolean {
  return line.segments.some((s) => findSingleDate(s) !== null && stripDates(s).replace(/[\s,.–—-]/g, '') === '');
}
