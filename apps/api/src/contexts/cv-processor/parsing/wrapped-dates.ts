import type { Line, Span } from '../pdf/layout-types.ts';
import { BULLET_RE } from './bullets.ts';
import { DATE_WORD, LEADING_RANGE_END, findDateRange, findSingleDate, monthIndex, stripDates } from './dates.ts';

/** A month alone, without its year ("September", "Sept.", "Jan"). */
const MONTH_ONLY =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;
const LEADING_YEAR = /^(?:19|20)\d\d\b/;

/** The line without its first segment (moved onto another line). */
function dropFirstSegment(line: Line): void {
  line.segments = line.segments.slice(1);
  line.segmentX = line.segmentX.slice(1);
  line.segmentRight = line.segmentRight?.slice(1);
  line.spans = line.spans.filter((sp) => sp.segment !== 0).map((sp) => ({ ...sp, segment: sp.segment - 1 }));
  line.text = line.segments.join('  ');
  line.x = line.segmentX[0] ?? line.x;
}

/** The first segments of two lines start or end at the same place (within 3 pt): one column of dates. */
function firstSegmentsAligned(a: Line, b: Line): boolean {
  const sameLeft = Math.abs((a.segmentX[0] ?? a.x) - (b.segmentX[0] ?? b.x)) < 3;
  const sameRight = Math.abs((a.segmentRight?.[0] ?? -99) - (b.segmentRight?.[0] ?? 99)) < 3;
  return sameLeft || sameRight;
}

/**
 * "September" / "2019 –" / "Present": a long date wrapped in a narrow margin (moderncv) leaves the month alone on
 * the entry's first line. A month alone as a line's first segment, over a line whose first segment starts with a
 * year in the same column (left or right edges within 3 pt) right below, moves down in front of that year; the
 * range is then whole on the second line.
 */
export function joinMonthAbove(a: Line, b: Line): void {
  const year = b.segments[0] ?? '';
  if (!LEADING_YEAR.test(year) || a.page !== b.page || b.y <= a.y || b.y - a.y > a.size * 1.8) return;
  if (MONTH_ONLY.test(a.segments.at(-1)?.trim() ?? '') && a.segments.length > 1) return joinLastMonth(a, b);
  const month = a.segments[0]?.trim() ?? '';
  if (!MONTH_ONLY.test(month)) return;
  if (!firstSegmentsAligned(a, b)) return;
  b.segments[0] = `${month} ${year}`;
  b.segmentX = [Math.min(a.segmentX[0] ?? a.x, b.segmentX[0] ?? b.x), ...b.segmentX.slice(1)];
  b.spans = b.spans.map((sp, i) => (i === 0 ? { ...sp, text: `${month} ${sp.text}` } : sp));
  b.text = b.segments.join('  ');
  dropFirstSegment(a);
}

/**
 * "Site Reliability Engineer, Allegro, Kraków      Apr" / "2020 – present": a date tabbed to the right of the entry's
 * line that ran past the margin leaves its month there and starts the next line, at the line's own left edge, with
 * its year. The month moves down in front of the year.
 */
function joinLastMonth(a: Line, b: Line): void {
  if (Math.abs(a.x - b.x) >= 3) return;
  const last = a.segments.length - 1;
  const month = (a.segments[last] as string).trim();
  b.segments[0] = `${month} ${b.segments[0] ?? ''}`;
  b.spans = b.spans.map((sp, i) => (i === 0 ? { ...sp, text: `${month} ${sp.text}` } : sp));
  b.text = b.segments.join('  ');
  a.segments = a.segments.slice(0, last);
  a.segmentX = a.segmentX.slice(0, last);
  a.segmentRight = a.segmentRight?.slice(0, last);
  a.spans = a.spans.filter((sp) => sp.segment !== last);
  a.text = a.segments.join('  ');
  a.right = a.segmentRight?.[last - 1] ?? a.right;
}

/**
 * The line that holds the end of line `i`'s open range: the next line, or the one after it when that one starts
 * right below the open range's segment (a date column read beside its entry: "Mar. 2016 – Nov." / "Built hybrid
 * apps." / "2018").
 */
export function rangeEndLine(lines: Line[], i: number, segment: number): Line | undefined {
  const a = lines[i] as Line;
  const next = lines[i + 1];
  if (!next || LEADING_RANGE_END.test(next.segments[0] ?? '')) return next;
  const after = lines[i + 2];
  const x = a.segmentX[segment] ?? a.x;
  const below = after && after.page === a.page && after.y > a.y && after.y - a.y <= a.size * 2;
  return below && Math.abs((after.segmentX[0] ?? after.x) - x) < 3 ? after : next;
}

/** The first segment of a line with text beside it, when that segment is one date or "Present" alone. */
function marginDate(line: Line): string | null {
  const first = line.segments[0]?.trim() ?? '';
  if (line.segments.length < 2 || !first) return null;
  if (DATE_WORD.test(first)) return /^\p{L}+$/u.test(first) ? first : null;
  const lone = !findDateRange(first) && findSingleDate(first) && !stripDates(first).replace(/[\s,.]/g, '');
  return lone ? first : null;
}

const monthOf = (date: string) => monthIndex(findSingleDate(date)?.end ?? null, new Date());

/**
 * "Present" over "May 2019" (yaac): a date column that prints a range's end above its start, beside the entry's
 * first line and the first line of its description. Two dates alone in the margin of consecutive lines, aligned on
 * either edge, the upper one "Present" or not earlier than the lower one, are one range on the upper line when the
 * lower line beside its date is a list item (so not an entry of its own with a date of its own) or the upper date is
 * "Present". The lower line keeps its text.
 */
export function joinReversedMarginRange(a: Line, b: Line): void {
  const to = marginDate(a);
  const from = marginDate(b);
  if (!to || !from || a.page !== b.page || b.y <= a.y || b.y - a.y > a.size * 1.8) return;
  if (!firstSegmentsAligned(a, b)) return;
  const present = DATE_WORD.test(to) && !findSingleDate(to);
  const start = monthOf(from);
  const end = present ? Infinity : monthOf(to);
  if (start === null || end === null || end < start) return;
  if (!present && !BULLET_RE.test(b.segments[1] ?? '')) return;
  a.segments[0] = `${from} – ${to}`;
  a.spans = a.spans.map((sp) => (sp.segment === 0 ? { ...sp, text: a.segments[0] as string } : sp));
  a.text = a.segments.join('  ');
  dropFirstSegment(b);
}

/** A description beside a date: a bullet, or a sentence (six words or more ending with a full stop). */
const isDescription = (text: string) => BULLET_RE.test(text) || (text.split(/\s+/).length >= 6 && /\.$/.test(text));

/**
 * "Mar 2018" / "Aug 2021" (Developer CV, a date column with one date per line): a range printed start above end,
 * beside the entry's header and the first line of its description. Two lone dates in the margin of consecutive lines,
 * aligned on either edge, the upper one earlier, are one range on the upper line when the lower line beside its date
 * is a description, so no entry of its own. The lower line keeps its text.
 */
export function joinForwardMarginRange(a: Line, b: Line): void {
  const from = marginDate(a);
  const to = marginDate(b);
  if (!from || !to || a.page !== b.page || b.y <= a.y || b.y - a.y > a.size * 1.8) return;
  if (!firstSegmentsAligned(a, b) || !isDescription(b.segments.slice(1).join(' '))) return;
  const start = monthOf(from);
  const end = monthOf(to);
  if (start === null || end === null || end <= start) return;
  a.segments[0] = `${from} – ${to}`;
  a.spans = a.spans.map((sp) => (sp.segment === 0 ? { ...sp, text: a.segments[0] as string } : sp));
  a.text = a.segments.join('  ');
  dropFirstSegment(b);
}

const LEADING_DASH = /^[–—−-]+\s*/;

/**
 * "July 2019" / "– present": a range wrapped in a narrow date column (moderncv's classic style) starts the second
 * line with its dash. A line whose first segment is a dash and a date (or "present"), right below a first segment
 * that is a lone date in the same column (left or right edges within 3 pt), gives its dash to the date above; the
 * range's open start then takes its end from the line below like any other.
 */
export function moveDashUp(a: Line, b: Line): void {
  const first = b.segments[0]?.trim() ?? '';
  const dash = LEADING_DASH.exec(first);
  const date = a.segments[0]?.trim() ?? '';
  if (!dash || !LEADING_RANGE_END.test(first.slice(dash[0].length))) return;
  if (a.page !== b.page || b.y <= a.y || b.y - a.y > a.size * 1.8) return;
  if (findDateRange(date) || findSingleDate(date)?.text.trim() !== date) return;
  if (!firstSegmentsAligned(a, b)) return;
  const lastOfDate = a.spans.findLastIndex((sp) => sp.segment === 0);
  a.segments[0] = `${date} –`;
  a.spans = a.spans.map((sp, i) => (i === lastOfDate ? { ...sp, text: `${sp.text.trimEnd()} –` } : sp));
  a.text = a.segments.join('  ');
  b.segments[0] = first.slice(dash[0].length);
  const firstOfB = b.spans.findIndex((sp) => sp.segment === 0);
  b.spans = b.spans.map((sp, i) => (i === firstOfB ? { ...sp, text: sp.text.replace(LEADING_DASH, '') } : sp));
  b.text = b.segments.join('  ');
}

/** A line that is one date and nothing else ("2013", "Sep 2019"). */
function loneDate(line: Line): string | null {
  const only = line.segments.length === 1 ? (line.segments[0] as string) : '';
  return only && !findDateRange(only) && findSingleDate(only) && !stripDates(only).replace(/[\s,.]/g, '') ? only : null;
}

/**
 * "2013" over "2016": two lone dates stacked at one left edge, the second not earlier, are a range printed one date
 * per line. The range moves onto the first line and the second line is emptied.
 */
export function joinStackedDates(a: Line, b: Line): boolean {
  const from = loneDate(a);
  const to = loneDate(b);
  if (!from || !to || a.page !== b.page || Math.abs(a.x - b.x) > 2 || b.y - a.y > 2.5 * a.size) return false;
  const start = monthIndex(findSingleDate(from)?.end ?? null, new Date());
  const end = monthIndex(findSingleDate(to)?.end ?? null, new Date());
  if (start === null || end === null || end < start) return false;
  a.segments = [`${from} – ${to}`];
  a.text = a.segments[0] as string;
  a.spans = [{ ...(a.spans[0] as Span), text: a.text }];
  b.segments = [];
  b.segmentX = [];
  b.segmentRight = b.segmentRight && [];
  b.text = '';
  return true;
}
