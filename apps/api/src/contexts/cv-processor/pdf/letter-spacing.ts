/**
 * Letter-spaced type (CSS `letter-spacing`, expanded headings and names, LaTeX's `\so`): pdf.js reads every gap
 * between two glyphs wider than about a tenth of an em as a space, so "S U M M A R Y" arrives letter by letter. Text
 * whose pieces are all single letters (three or more), or mostly single letters with short kerned groups among them
 * ("M A R TA", "E D U C AT I O N"), is closed up again; an "&" between the letters stays a word of its own. Where the
 * word gaps were lost with the letter gaps, a small letter followed by a capital marks a new word ("W o r k E x p e r i
 * e n c e" reads "Work Experience"); an initial's full stop ends a word too ("M . Å K E S S O N" reads "M. ÅKESSON").
 *
 * Used on each pdf.js text item (`extract-layout.ts`), so words that pdf.js kept apart stay apart ("J O H N" and
 * "D O E" are two items), and on each segment of a line (`runs-to-lines.ts`, with `collapsedSegment`).
 */
export function closeLetterSpacing(text: string): string {
  const pieces = text.trim().split(' ');
  if (pieces.length >= 6 && pieces.some((p) => /\d/.test(p))) return closeSpacedDate(pieces) ?? text;
  if (pieces.length < 3 || !pieces.every((p) => /^(?:[\p{L}.'’-]{1,3}|&)$/u.test(p))) return text;
  const single = pieces.filter((p) => /^\p{L}$/u.test(p)).length;
  const spaced = single === pieces.length || (pieces.length >= 4 && single >= 0.6 * pieces.length);
  if (!spaced) return text;
  return initialsApart(
    pieces
      .join('')
      .replace(/&/g, ' & ')
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'),
  );
}

/** One date as letter-spaced type prints it: "MAR 2020", "09/2019", "2010". */
const SPACED_DATE = String.raw`(?:\p{L}{3,9}\.?\s)?(?:\d{1,2}[/.])?\d{4}`;
const SPACED_RANGE = new RegExp(String.raw`^${SPACED_DATE}(?:\s[–—-]\s(?:${SPACED_DATE}|\p{L}{3,9}))?$`, 'u');

/**
 * A date or range in letter-spaced type ("M A R 2 0 2 0 — P R E S E N T", "2 0 1 0 — 2 0 1 4"), the word gaps lost
 * with the letter gaps: closed up, a space put back between letters and digits and around the dash. Only text that
 * then reads as a date with a month word or a dash is taken ("1 2 3 4", a rating scale, stays as it is).
 */
function closeSpacedDate(pieces: string[]): string | null {
  if (!pieces.every((p) => /^(?:[\p{L}\d/.]{1,3}|[–—-])$/u.test(p))) return null;
  const single = pieces.filter((p) => /^[\p{L}\d]$/u.test(p)).length;
  if (single < 0.6 * pieces.length) return null;
  const closed = pieces
    .join('')
    .replace(/\s*([–—-])\s*/gu, ' $1 ')
    .replace(/(\p{L})(?=\d)|(\d)(?=\p{L})/gu, '$1$2 ')
    .trim();
  return /\p{L}|[–—-]/u.test(closed) && SPACED_RANGE.test(closed) ? closed : null;
}

/** "M.ÅKESSON" → "M. ÅKESSON": an initial's full stop before a letter ends a word. */
const initialsApart = (text: string) => text.replace(/(^|\s)(\p{Lu})\.(?=\p{L})/gu, '$1$2. ');

/** A run of a segment and the gap before it (0 for the first). */
export interface Piece {
  text: string;
  gap: number;
  size: number;
}

/**
 * A letter-spaced segment read word by word ("W O R K" + "H I S T O R Y" → "WORK HISTORY", "K E N J I" + "M . Å K E
 * S S O N" → "KENJI M. ÅKESSON"). A word ends where pdf.js ended a run of several spaced letters (it starts a new run
 * at a word's wider gap), or, where every glyph is a run of its own, at a gap clearly wider than the segment's usual
 * gap between letters.
 */
function collapseByRuns(pieces: Piece[]): string {
  const gaps = pieces.slice(1).map((p) => p.gap);
  const usual = gaps.length >= 2 ? ([...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] as number) : Infinity;
  const spaced = (p: Piece) => /\S\s+\S/.test(p.text.trim());
  return initialsApart(
    pieces
      .map((p, i) => {
        const prev = pieces[i - 1];
        const wordBreak = prev && (spaced(prev) || spaced(p) || (p.gap > usual * 1.5 && p.gap > p.size * 0.15));
        return (wordBreak ? ' ' : '') + closeUp(p.text.trim());
      })
      .join('')
      .trim(),
  );
}

/**
 * A run's letters closed up ("S e l e c t e d P r o j e c t s" → "Selected Projects", "T A" → "TA"), unless it holds
 * whole words already (an item closed at extraction: "Work Experience").
 */
function closeUp(text: string): string {
  const closed = closeLetterSpacing(text);
  if (closed !== text) return closed;
  return text.split(/\s+/).every((t) => t.length <= 2) ? text.replace(/\s+/g, '') : text;
}

/** A segment's text, closed up word by word when it is letter-spaced (`pieces`: the runs it was joined from). */
export function collapsedSegment(text: string, pieces: Piece[]): string {
  const date = closeSpacedDate(text.trim().split(' '));
  if (date) return date;
  return closeLetterSpacing(text) === text ? text : collapseByRuns(pieces);
}
