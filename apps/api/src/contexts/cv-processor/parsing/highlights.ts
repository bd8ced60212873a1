import type { Line } from '../pdf/layout-types.ts';
import { findDateRange, findSingleDate, stripDates } from './dates.ts';
import { isBullet, stripBullet } from './entries.ts';

const QUANTIFIED =
  /(\d+(?:[.,]\d+)?\s*(?:%|x\b|×|\+|k\b|m\b|bn?\b|million|billion|thousand))|[$€£]\s?\d|\b(award|winner|won|prize|patent|fellowship|scholarship|top \d+)/i;

/** Bullet items of a section, each continuation line joined to its bullet. */
export function bulletItems(lines: Line[]): string[] {
  const items: string[] = [];
  let current: string | null = null;
  let itemX = 0;
  const baseX = Math.min(...lines.map((l) => l.x));
  const wrapped = wrappedLines(lines);
  // Two lines or more opened by a date: a date column, whose dates open items and are no part of them.
  const datedLine = (l: Line) =>
    YEAR_LEAD.test(l.segments[0] ?? '') || (l.segments.length > 1 && isDateAlone(l.segments[0] ?? ''));
  const dateColumn = lines.filter(datedLine).length >= 2;
  for (const line of lines) {
    // A bullet set apart from its item (a hanging-indent tag: "•" then the text at the indent) heads that item.
    const [first = line.text, second] = line.segments;
    // A date column before the items ("2019/20  Rector's List, …"): the date opens the item and is no part of it.
    const lead = dateColumn ? YEAR_LEAD.exec(first) : null;
    const dated = (second !== undefined && isDateAlone(first)) || lead !== null;
    const text = lead
      ? first.slice(lead[0].length)
      : dated
        ? line.segments.slice(1).join(' ')
        : second !== undefined && stripBullet(first) === ''
          ? `${first} ${second}`
          : first;
    // Without bullet glyphs, a line set where the item began (or at the margin), in capitals, after a line that
    // did not break mid-phrase, is the next item.
    const aligned = line.x <= baseX + 1 || Math.abs(line.x - itemX) <= 2;
    const open = current !== null && /(\S,|[-–])$/.test(current);
    const startsItem =
      dated ||
      isBullet(line) ||
      /^\d+\.\s/.test(text) ||
      (current !== null && aligned && !open && !wrapped.has(line) && !/^[\p{Ll}]/u.test(text));
    if (startsItem || current === null) {
      if (current) items.push(current);
      current = stripBullet(text).replace(/^\d+\.\s+/, '');
      itemX = line.x;
    } else current = joinWrapped(current, text);
  }
  if (current) items.push(current);
  return items.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 2);
}

/** A year (or school year, "2019/20") set close before the item's text in a date column: "2018/19 Rector's List". */
const YEAR_LEAD = /^(?:19|20)\d{2}(?:\/\d{2}|\s*[–—-]\s*(?:(?:19|20)\d{2}|\d{2}))?\s+(?=\p{Lu})/u;

/** "2014", "2016/17", "Mar 2019 – Jun 2020": a segment holding a date and nothing else. */
function isDateAlone(text: string): boolean {
  const t = text.trim().replace(/^(?:19|20)\d{2}\/\d{2}$/, (y) => y.slice(0, 4));
  return (findDateRange(t) !== null || findSingleDate(t) !== null) && stripDates(t).replace(/[\s–—-]/g, '') === '';
}

/**
 * Items set apart by more space than the lines of one item: where the gaps above lines fall into two sizes, the
 * wider one (items) more common than the tighter one, a line at the tighter gap continues its item ("Winner, Lisbon
 * Hackathon" / "2020" in a narrow sidebar).
 */
function wrappedLines(lines: Line[]): Set<Line> {
  const gapped = lines.slice(1).filter((l) => l.gapAbove > 0 && !isBullet(l));
  const gaps = gapped.map((l) => l.gapAbove);
  const lo = Math.min(...gaps);
  const hi = Math.max(...gaps);
  if (gaps.length < 2 || hi < lo * 1.25) return new Set();
  const tight = gapped.filter((l) => l.gapAbove <= lo * 1.1);
  return tight.length < gapped.length - tight.length ? new Set(tight) : new Set();
}

function joinWrapped(a: string, b: string): string {
  return a.endsWith('-') && /^[\p{Ll}]/u.test(b) ? a.slice(0, -1) + b : `${a} ${b}`;
}

/**
 * The items of the CV's honours/awards section (issue 21: highlights are what the CV itself lists, as skills are);
 * a label left without its value ("Awarded on:") is not an item.
 */
export function parseHighlights(highlightLines: Line[] | null): string[] {
  if (!highlightLines || highlightLines.length === 0) return [];
  // A contact line set after the last section (an e-mail address, a phone number) is no honour.
  const lines = highlightLines.filter((l) => !/^[^:]{1,30}:$/.test(l.text.trim()) && !/\S@\S+\.\p{L}/u.test(l.text));
  return bulletItems(awardNames(lines) ?? lines)
    .map((s) => s.replace(/[\s,;]+$/, ''))
    .filter(Boolean)
    .slice(0, 20);
}

/**
 * "**Best Tooling Prize - Hack Week 2024**" over "ETHGlobal" and a sentence in small print: where the section's
 * unbulleted lines are either bold or in smaller regular type, the bold lines name the awards and the small print
 * (the awarder, the description) details them. Null where the section is not so set.
 */
function awardNames(lines: Line[]): Line[] | null {
  if (lines.some(isBullet)) return null;
  const names = lines.filter((l) => l.bold && /\p{L}{2}/u.test(l.text));
  const small = lines.filter((l) => !names.includes(l));
  const size = Math.min(...names.map((l) => l.size));
  if (!names.length || !small.length || small.some((l) => l.bold || l.size > size - 1)) return null;
  return names;
}

/** Quantified achievements among the bullets of experience and projects: the scorer's evidence of impact. */
export function quantifiedAchievements(achievementLines: Line[]): string[] {
  return bulletItems(achievementLines.filter((l) => isBullet(l)))
    .filter((s) => QUANTIFIED.test(s) && s.length >= 25)
    .slice(0, 6);
}

export function isQuantified(text: string): boolean {
  return QUANTIFIED.test(text);
}
