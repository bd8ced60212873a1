import type { Line } from '../pdf/layout-types.ts';
import { isBullet, stripBullet } from './entries.ts';

const QUANTIFIED = /(\d+(?:[.,]\d+)?\s*(?:%|x\b|×|\+|k\b|m\b|bn?\b|million|billion|thousand))|[$€£]\s?\d|\b(award|winner|won|prize|patent|fellowship|scholarship|top \d+)/i;

/** Bullet items of a section, each continuation line joined to its bullet. */
export function bulletItems(lines: Line[]): string[] {
  const items: string[] = [];
  let current: string | null = null;
  const baseX = Math.min(...lines.map((l) => l.x));
  for (const line of lines) {
    const text = line.segments[0] ?? line.text;
    const startsItem = isBullet(line) || /^\d+\.\s/.test(text) || (current !== null && line.x <= baseX + 1 && !/^[\p{Ll}]/u.test(text));
    if (startsItem || current === null) {
      if (current) items.push(current);
      current = stripBullet(text).replace(/^\d+\.\s+/, '');
    } else current = joinWrapped(current, text);
  }
  if (current) items.push(current);
  return items.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 2);
}

function joinWrapped(a: string, b: string): string {
  return a.endsWith('-') && /^[\p{Ll}]/u.test(b) ? a.slice(0, -1) + b : `${a} ${b}`;
}

/** The honours/awards section when there is one; otherwise the CV's quantified achievements. */
export function parseHighlights(highlightLines: Line[] | null, achievementLines: Line[]): string[] {
  if (highlightLines && highlightLines.length) return bulletItems(highlightLines).slice(0, 20);
  return bulletItems(achievementLines.filter((l, i, all) => isBullet(l) || (i > 0 && !isBullet(l) && all[i - 1] !== undefined)))
    .filter((s) => QUANTIFIED.test(s) && s.length >= 25)
    .slice(0, 6);
}

export function isQuantified(text: string): boolean {
  return QUANTIFIED.test(text);
}
