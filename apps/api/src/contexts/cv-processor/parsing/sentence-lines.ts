import type { Line } from '../pdf/layout-types.ts';

// The shape of running text among an entry's lines (`entries.ts`): a sentence describes, it names nothing.

/**
 * A sentence, not a name or a title: five words or more, most of them in lower case; or three or more, half of them
 * in lower case, closed by a full stop ("Built internal tooling.", "Rebuilt the checkout in React and Node.js.").
 */
export function isSentence(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const lower = words.filter((w) => /^[\p{Ll}]/u.test(w)).length;
  const stopped = /\p{Ll}{2}\.$/u.test(text.trim());
  return (
    (words.length >= 5 && lower >= words.length * 0.6) || (stopped && words.length >= 3 && lower >= words.length * 0.5)
  );
}

/**
 * "…an agency specializing in" / "BioTech.": the last words of a description's sentence, wrapped alone onto a line of
 * their own in the same type, end the body line above (a long line that no stop closed); they name no new entry.
 */
export function endsSentence(prev: Line | undefined, line: Line): boolean {
  return (
    (prev !== undefined && prev.page === line.page && datesInSentence(line) && !/[.!?:;]$/.test(prev.text.trim())) ||
    (prev !== undefined &&
      prev.page === line.page &&
      prev.text.length >= 50 &&
      !/[.!?:;]$/.test(prev.text.trim()) &&
      /\p{L}{2}[.!?]$/u.test(line.text.trim()) &&
      line.text.split(/\s+/).length <= 4 &&
      line.bold === prev.bold &&
      Math.abs(line.size - prev.size) < 0.3 &&
      Math.abs(line.x - prev.x) <= 2)
  );
}

/**
 * "new crews (October 2019 – March 2020)": a sentence wrapped onto its line (it opens in lower case), a period in
 * brackets inside it. It dates a detail of the entry above and opens no entry.
 */
export const datesInSentence = (line: Line) => /^\p{Ll}/u.test(line.text) && /\([^()]*\d{4}[^()]*\)/.test(line.text);
