import type { Line } from '../pdf/layout-types.ts';
import { findDateRange, stripDates } from './dates.ts';
import { isBullet } from './bullets.ts';
import { isLocation } from './header-parts.ts';

/**
 * A header value wrapped over two lines ("Principal Consultant, Cloud Migration" / "Programmes") is one line: the
 * second line continues the first one's last segment in the same type style, right below it, and either starts in
 * lower case, follows a line that ran into the margin or follows a line ending on a joining word ("of", "de la").
 */
export function joinWrappedHeaders(lines: Line[]): Line[] {
  const margin = Math.max(...lines.map((l) => l.right));
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const k = prev ? wrappedSegment(prev, line, margin) : -1;
    if (prev && columnWrap(prev, line, margin)) out[out.length - 1] = mergeColumns(prev, line);
    else if (prev && k >= 0) out[out.length - 1] = mergeLines(prev, line, k);
    else out.push(line);
  }
  return out;
}

/**
 * Two values side by side, each wrapped in its own column ("Lumen Forge (Tools" | "Tools Engineer - Lumen Forge" over
 * "Guild)" | "(Tools Guild)"): the line below starts a segment under each of the line's segments, and each of its
 * segments continues the one above it.
 */
function columnWrap(a: Line, b: Line, margin: number): boolean {
  if (a.segments.length < 2 || b.segments.length !== a.segments.length) return false;
  if (!b.segmentX.every((x, i) => Math.abs(x - (a.segmentX[i] as number)) <= 2)) return false;
  return b.segments.every((_, i) => wrappedSegment(a, segmentLine(b, i), margin) === i);
}

/** Segment `i` of `line` as a line of its own. */
function segmentLine(line: Line, i: number): Line {
  const text = line.segments[i] as string;
  const x = line.segmentX[i] as number;
  const spans = line.spans.filter((sp) => sp.segment === i).map((sp) => ({ ...sp, segment: 0 }));
  return {
    ...line,
    text,
    segments: [text],
    segmentX: [x],
    segmentRight: [line.segmentRight?.[i] ?? line.right],
    spans,
    x,
  };
}

/** Each segment of `b` appended to the segment of `a` above it. */
function mergeColumns(a: Line, b: Line): Line {
  const segments = a.segments.map((s, i) => `${s} ${b.segments[i]}`);
  const spans = a.segments.flatMap((_, i) => {
    const own = a.spans.filter((sp) => sp.segment === i);
    const more = b.spans.filter((sp) => sp.segment === i);
    const tail = own.at(-1);
    const head = more[0];
    if (tail && head && tail.bold === head.bold && tail.italic === head.italic && Math.abs(tail.size - head.size) < 0.5)
      return [...own.slice(0, -1), { ...tail, text: `${tail.text} ${head.text}` }, ...more.slice(1)];
    return [...own, ...more];
  });
  const segmentRight =
    a.segmentRight && b.segmentRight ? a.segmentRight.map((r, i) => Math.max(r, b.segmentRight?.[i] ?? r)) : undefined;
  return { ...a, text: segments.join('  '), segments, spans, segmentRight, right: Math.max(a.right, b.right) };
}

export const isDateOnly = (segment: string) => !/\p{L}{2}/u.test(stripDates(segment));

/**
 * The segment of `a` that `b` continues, or -1: `b` starts right under it, in the type style its text ended in, and
 * starts in lower case or with a word that would not have fitted before the next segment (or the margin).
 */
function wrappedSegment(a: Line, b: Line, margin: number): number {
  // A web page's roomy line height ("…, Eindhoven University" / "of Technology", 1.6 em apart) still wraps a value
  // whose next line opens in lower case.
  const spacing = /^[\p{Ll}&]/u.test(b.text) ? 1.8 : 1.4;
  if (a.page !== b.page || b.gapAbove <= 0 || b.gapAbove > a.size * spacing || isBullet(a) || isBullet(b)) return -1;
  // "…, Fulbright" / "Economics Program, Vietnam (2007 - 2008)": a list item wrapped over two lines, its dates in
  // brackets closing it, goes on as the one value it is when the line above holds no date.
  const closing = /\(([^()]*)\)\s*$/.exec(b.text)?.[1];
  const datesClose = closing !== undefined && findDateRange(closing) !== null && findDateRange(a.text) === null;
  // A line opening in lower case goes on the value above however long ("y Administración y Dirección de Empresas, …").
  const most = /^[\p{Ll}]/u.test(b.text) ? 12 : 6;
  if ((datesClose ? stripDates(b.text) : b.text).split(/\s+/).length > most) return -1;
  if (findDateRange(b.text) && !datesClose) return -1;
  // "Lakeside State University of Ohio" / "Lakeside, Ohio, United States": a place of two parts or
  // more on its own line, in one type style, is a value of its own, however near the margin the line above ended;
  // "*Indian Institute of Technology*" / "*Delhi*, New Delhi, India" still wraps (its first word in the name's style).
  if (b.text.includes(',') && b.spans.length === 1 && isLocation(b.text)) return -1;
  // "Thesis: Essays on physics" under "PhD in Physics, Boğaziçi University": a labelled detail opens its own line.
  if (DETAIL_LINE.test(b.text) && /^[^:]{1,30}:/.test(b.text)) return -1;
  const k = a.segmentX.findIndex((x, i) => Math.abs(b.x - x) <= 2 && !isDateOnly(a.segments[i] ?? ''));
  const segment = a.segments[k];
  if (k < 0 || segment === undefined || /[.;:]$/.test(segment)) return -1;
  // "Harbour College, Eastport, ME" / "B.Sc. in Earth Sciences": a value closed by its place does not go on.
  if (/^\p{Lu}/u.test(b.text) && isLocation(segment.split(/,\s+/).slice(-2).join(', '))) return -1;
  const tail = a.spans.filter((s) => s.segment === k).at(-1);
  const head = b.spans[0];
  if (!tail || !head || tail.bold !== head.bold || tail.italic !== head.italic || Math.abs(tail.size - head.size) > 0.5)
    return -1;
  const limit = k < a.segments.length - 1 ? (a.segmentX[k + 1] as number) : margin;
  const right = a.segmentRight?.[k] ?? (k === a.segments.length - 1 ? a.right : limit);
  const firstWord = b.text.split(/\s+/)[0] ?? '';
  // "… - Harbor Mods (Game 2" / "Unofficial), Harbor Mods …": a bracket left open is closed on the next line.
  const count = (t: string, c: string) => t.split(c).length - 1;
  if (count(segment, '(') > count(segment, ')') && /^[^()]*\)/.test(b.text)) return k;
  const open = OPEN_END.test(segment);
  return open || /^[\p{Ll}&]/u.test(b.text) || right + (firstWord.length + 1) * a.size * 0.5 >= limit ? k : -1;
}

/** `b`'s first segment appended to `a`'s segment `k`; `b`'s other segments (rare) after `a`'s. */
function mergeLines(a: Line, b: Line, k: number): Line {
  const n = a.segments.length;
  const segments = a.segments.map((s, i) => (i === k ? `${s} ${b.segments[0]}` : s)).concat(b.segments.slice(1));
  const spans = a.spans.filter((s) => s.segment <= k);
  for (const s of b.spans.filter((x) => x.segment === 0)) {
    const tail = spans.at(-1);
    if (
      tail &&
      tail.segment === k &&
      tail.bold === s.bold &&
      tail.italic === s.italic &&
      Math.abs(tail.size - s.size) < 0.5
    )
      spans[spans.length - 1] = { ...tail, text: `${tail.text} ${s.text}` };
    else spans.push({ ...s, segment: k });
  }
  spans.push(...a.spans.filter((s) => s.segment > k));
  spans.push(...b.spans.filter((s) => s.segment > 0).map((s) => ({ ...s, segment: n + s.segment - 1 })));
  return {
    ...a,
    text: segments.join('  '),
    segments,
    segmentX: [...a.segmentX, ...b.segmentX.slice(1)],
    segmentRight: a.segmentRight && b.segmentRight ? [...a.segmentRight, ...b.segmentRight.slice(1)] : undefined,
    spans,
    right: Math.max(a.right, b.right),
  };
}

/**
 * A text ending on a word no value ends with, in English and the other languages' CVs ("… Letrados de la", "Name und
 * Adresse des", "Head of"): its rest is on the next line.
 */
export const OPEN_END =
  /\s(?:of|and|or|the|for|des|der|die|das|und|oder|für|zur|zum|de|du|la|le|et|ou|di|del|della|e|o|y|da|do|van|en)\s*$/i;

export const DETAIL_LINE =
  /^(c?gpa|grade|thesis|advisor|supervisor|courses|coursework|relevant coursework|minor|major|dissertation|honou?rs|technologies|tech stack|tools|responsibilities|key responsibilities|achievements|key achievements|highlights|tasks|skills used|environment)\b\s*:?/i;
