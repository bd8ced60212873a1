import type { Line } from '../pdf/layout-types.ts';
import { DANGLING_RANGE_START, LEADING_RANGE_END, findDateRange, findSingleDate, stripDates, type DateRange } from './dates.ts';

export interface Entry {
  header: Line[];
  body: Line[];
}

const BULLET_RE = /^[•●▪◦‣∙·○■□➢➤►▶✓✔◆◇♦❖⁃→*–-]\s*/;

export function isBullet(line: Line): boolean {
  return BULLET_RE.test(line.text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET_RE, '').trim();
}

/** Moves the end of a range split over two lines ("June 2022 –" / "Present …") onto the first line. */
export function joinSplitRanges(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments] }));
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i] as Line;
    const b = out[i + 1] as Line;
    const dangling = a.segments.findIndex((s) => DANGLING_RANGE_START.test(s));
    if (dangling < 0 || findDateRange(a.text)) continue;
    const first = b.segments[0] ?? '';
    const m = LEADING_RANGE_END.exec(first);
    if (!m) continue;
    const seg = a.segments[dangling] as string;
    const at = DANGLING_RANGE_START.exec(seg) as RegExpExecArray;
    const cut = at.index + at[0].length;
    a.segments[dangling] = `${seg.slice(0, cut)} ${m[0]} ${seg.slice(cut)}`.replace(/\s+/g, ' ').trim();
    b.segments[0] = first.slice(m[0].length).trim();
    b.segments = b.segments.filter(Boolean);
    a.text = a.segments.join('  ');
    b.text = b.segments.join('  ');
  }
  return out.filter((l) => l.text.trim());
}

/**
 * Splits a section into entries: header lines (title, employer, dates) followed by body lines (bullets and
 * sentences). A header line after a body starts a new entry, and so does a header line that would give the
 * current entry a second date or a second value of something it already has (`conflicts`).
 */
export function splitEntries(lines: Line[], conflicts: (entry: Entry, line: Line) => boolean): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | null = null;
  let inBody = false;
  for (const line of joinSplitRanges(lines)) {
    const body = current !== null && isBodyLine(line, current, inBody);
    if (body && current) {
      current.body.push(line);
      inBody = true;
      continue;
    }
    const hasDate = dateOf([line]) !== null;
    // A header that ends in a line holding only dates is complete: "Employer — Title / 2019 – 2021 / Next — …".
    const closedByDates = current !== null && current.header.length >= 2 && stripDates((current.header.at(-1) as Line).text) === '';
    const startNew = !current || inBody || closedByDates || current.header.length >= 4 || (hasDate && dateOf(current.header) !== null) || conflicts(current, line);
    if (startNew) {
      current = { header: [line], body: [] };
      entries.push(current);
      inBody = false;
    } else current?.header.push(line);
  }
  return entries;
}

const DETAIL_LINE = /^(c?gpa|grade|thesis|advisor|supervisor|courses|coursework|relevant coursework|minor|major|dissertation|honou?rs|technologies|tech stack|tools)\b\s*:?/i;

function isBodyLine(line: Line, entry: Entry, inBody: boolean): boolean {
  if (isBullet(line) || DETAIL_LINE.test(line.text)) return true;
  const text = line.text;
  const first = entry.header[0] as Line;
  if (inBody && !findDateRange(text) && !line.bold && (line.x > first.x + 4 || /^[\p{Ll}(]/u.test(text))) return true;
  if (/^[\p{Ll}]/u.test(text) && !findDateRange(text)) return true;
  const words = text.split(/\s+/).length;
  return !findDateRange(text) && ((text.length > 75 && /[.;]$/.test(text.trim())) || (words >= 11 && !line.bold));
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
  const range = dateOf(entry.header) ?? dateOf(entry.body.slice(0, 3).map((l) => ({ ...l, text: l.segments.slice(1).join(' ') })));
  if (range) return range;
  if (!allowSingle) return null;
  for (const l of [...entry.header, ...entry.body.slice(0, 2)]) {
    const single = findSingleDate(l === entry.header[0] || entry.header.includes(l) ? l.text : l.segments.slice(1).join(' '));
    if (single) return single;
  }
  return null;
}
