import type { Line } from '../pdf/layout-types.ts';
import { findDateRange, findSingleDate, stripDates } from './dates.ts';
import { stripBullet, type Entry } from './entries.ts';
import { isLocation } from './header-parts.ts';
import type { Roles } from './roles.ts';

/** A line of dates and at most a place ("Lakeview, OR, April 2013 - Present"), naming no title or employer. */
function datesAndPlace(line: Line): boolean {
  const text = stripBullet(line.text);
  if (findDateRange(text) === null && findSingleDate(text) === null) return false;
  const rest = stripDates(text)
    .replace(/^[\s,;|–—-]+|[\s,;|–—-]+$/g, '')
    .trim();
  return rest === '' || isLocation(rest);
}

/**
 * "Employer - Title" / description / "Town, ST, April 2013 - Present", then the next position: dates printed last in
 * each block, under its description. Split at the dated lines, every block but the first opens with the dates of the
 * one above, and a block of dates alone closes the list. Each dated line goes back to the block it closes.
 */
export function withDatesPrintedLast(entries: Entry[]): Entry[] {
  if (entries.length < 2) return entries;
  const first = entries[0] as Entry;
  const last = entries.at(-1) as Entry;
  const undatedFirst = ![...first.header, ...first.body].some((l) => findDateRange(l.text) !== null);
  const closing = last.body.length === 0 && last.header.every(datesAndPlace);
  const opened = entries
    .slice(1, -1)
    .every((e) => e.header.length >= 2 && datesAndPlace(e.header[0] as Line) && !datesAndPlace(e.header[1] as Line));
  if (!undatedFirst || !closing || !opened) return entries;
  const out: Entry[] = entries.slice(0, -1).map((e, i) => ({
    header: i === 0 ? [...e.header] : e.header.slice(1),
    body: [...e.body],
  }));
  entries.slice(1).forEach((e, i) => (out[i] as Entry).header.push(e.header[0] as Line));
  return out;
}

/** A name in capitals word by word ("Northbay Marine Research", "LCB/NCI"), small joining words apart. */
const TITLE_CASE = /^(?:(?:\p{Lu}[\p{L}&'’./-]*|of|for|and|the|de|du|der|di|&)\s*)+$/u;

/**
 * "Senior Analyst, 4/2022-present" over "Northbay Marine Research, CGR/NCI": a title dated on its own line, its
 * employer on the first line under it (an academic page's nested list). Taken when the roles found no employer and
 * that line is a name, not a sentence or a label: its first value, its places left out.
 */
export function withEmployerBelow(roles: Roles, entry: Entry): Roles {
  const below = entry.body[0];
  if (!roles.title || roles.employer || !below) return roles;
  const values = stripBullet(below.text)
    .split(/,\s+/)
    .filter((v) => !isLocation(v));
  const name = values[0]?.trim() ?? '';
  const words = name.split(/\s+/).length;
  if (!name || words > 7 || /[.:;]$|:/.test(name) || !TITLE_CASE.test(name)) return roles;
  return { ...roles, employer: name };
}
