import type { Line } from '../pdf/layout-types.ts';
import { MONTH } from './dates.ts';

/**
 * What a running header or footer says of the document: "Jane Doe — Curriculum Vitae", "Page 2 of 3", "CV", "Jordan
 * Lee – Page 2".
 */
// Word edges by letters, not ASCII: "RÉSUMÉ" in a capital footer ends in a letter \b does not know.
const NAMES_THE_DOCUMENT =
  /^(?:page\s+)?\d+\s*(?:\/|of)\s*\d+$|(?<!\p{L})page\s+\d+(?:\s*(?:\/|of)\s*\d+)?$|(?<!\p{L})(?:curriculum vit(?:ae|æ)|r[ée]sum[ée]|cv)(?!\p{L})/iu;
/** The top and bottom bands of a page where running headers and footers sit (a share of its height). */
const BAND = 0.08;

/**
 * Page furniture is not content: a line in the top or bottom band of a page that names the document ("Jane Doe —
 * Curriculum Vitae", "Page 1 of 2"). Left in, it becomes an award, an employer or a name. (Lines a running header
 * repeats on every page are dropped by the line builder already.)
 */
export function dropPageFurniture(lines: Line[], pageHeights: number[]): Line[] {
  return lines.filter((l) => {
    const height = pageHeights[l.page - 1] ?? 842;
    const inBand = l.y < height * BAND || l.y > height * (1 - BAND);
    // A cell of a longer footer may name it ("November 27, 2026 | Jane Doe · Résumé | 1").
    const named = namesTheDocument(l.text) || l.segments.some(namesTheDocument);
    return !(inBand && (isPageNumber(l.text) || named || l.segments.some(isPageOf)));
  });
}

/**
 * "Page 1 / 2" as a cell of a longer footer (the Europass CV's "November 1, 2020 | © European Union, 2002 – 2020 |
 * https://europass.cedefop.europa.eu | Page 1 / 2"): the whole line is the footer.
 */
const isPageOf = (segment: string) => /^page\s+\d+\s*(?:\/|of)\s*\d+$/i.test(segment.trim());

/** "2", "– 2 –", "- 3 -": a page number alone on its line. */
const isPageNumber = (text: string) => /^[-–—]?\s*\d{1,2}\s*[-–—]?$/.test(text.trim());

/** The test is on the words: "cv" inside an address ("jane+cv@example.com", "cv.example.org") names nothing. */
function namesTheDocument(text: string): boolean {
  const words = text.replace(/\S+@\S+|\S+\.[a-z]{2,}\/\S*|\b[\w-]+(?:\.[\w-]+)+\.[a-z]{2,}\b/gi, ' ').trim();
  return words.split(/\s+/).length <= 8 && NAMES_THE_DOCUMENT.test(words);
}

/** A calendar date with its day: "November 26, 2026", "26 November 2026", "26.11.2026", "2026-11-26". */
const DAY_DATE = String.raw`(?:${MONTH}\s+\d{1,2},?\s+\d{4}|\d{1,2}\.?\s+${MONTH}\s+\d{4}|\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2})`;
/** The place-and-date line that closes a letter-like CV ("Lyon, November 26, 2026"), the place optional. */
const CLOSING_DATE = new RegExp(String.raw`^(?:[\p{L}][\p{L} .'’-]{0,40},\s*)?${DAY_DATE}$`, 'iu');

/**
 * The place and date a CV is signed with, printed as its last line ("Lyon, November 26, 2026"; LaTeX CV classes
 * print it by default), is not content: left in, it runs into the last section's skills or awards. A date with a
 * day never ends an entry's period, so only the document's last line, holding nothing else, is dropped.
 */
export function dropClosingDate(lines: Line[]): Line[] {
  const last = lines.at(-1);
  return last && CLOSING_DATE.test(last.text.trim()) ? lines.slice(0, -1) : lines;
}

/** The words a table's header row names its columns with ("Company | Position | Period"). */
const COLUMN_LABEL =
  /^(?:company|employer|organi[sz]ation|position|role|job title|title|period|dates?|duration|from|to|location|city|institution|school|degree|qualification|years?|grade|gpa|subject|field|level|description|responsibilities)$/i;

/**
 * A table's header row is not content: a line of two cells or more, each a column's label. Read as an entry, it
 * gave the title "Period" and the employer "Company".
 */
export function dropColumnLabels(lines: Line[]): Line[] {
  return lines.filter((l) => !(l.segments.length >= 2 && l.segments.every((s) => COLUMN_LABEL.test(s.trim()))));
}

/**
 * Letters set as decoration, one or a few to a line: the large faded initials cv4tw draws down its margin ("L", "S F",
 * "V E") are no content. Read as text, they opened entries between a position's title and its bullets.
 */
export function dropDecorativeLetters(lines: Line[]): Line[] {
  return lines.filter((l) => !/^\p{Lu}(?:\s\p{Lu}){0,2}$/u.test(l.text.trim()));
}

/** The opening of a consent to the processing of personal data (a clause EU applicants print at the foot of a CV). */
const CONSENT_OPENING =
  /^(?:I\s+(?:hereby\s+)?(?:give|grant|express)\s+(?:my\s+)?consent|I\s+(?:hereby\s+)?(?:agree|consent)\s+to\s+(?:the\s+)?process)/i;

/**
 * "I hereby give consent for my personal data included in my application to be processed …": the clause, however
 * many lines it wraps over, is no content; read into the section above it, its words became skills. Its lines are
 * the opening line and those right under it in the same type.
 */
export function dropConsentClause(lines: Line[]): Line[] {
  const drop = new Set<Line>();
  lines.forEach((line, i) => {
    if (!CONSENT_OPENING.test(line.text.trim())) return;
    drop.add(line);
    for (let j = i + 1; j < lines.length; j++) {
      const next = lines[j] as Line;
      const near = next.page === line.page && next.gapAbove > 0 && next.gapAbove <= next.size * 1.6;
      if (!near || Math.abs(next.size - line.size) > 0.5) break;
      drop.add(next);
    }
  });
  return drop.size ? lines.filter((l) => !drop.has(l)) : lines;
}
