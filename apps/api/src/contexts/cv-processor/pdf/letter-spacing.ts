/**
 * Letter-spaced type (CSS `letter-spacing`, expanded headings and names, LaTeX's `\so`): pdf.js reads every gap
 * between two glyphs wider than about a tenth of an em as a space, so "S U M M A R Y" arrives letter by letter. Text
 * whose pieces are all single letters (three or more), or mostly single letters with short kerned groups among them
 * ("M A R TA", "E D U C AT I O N"), is closed up again; an "&" between the letters stays a word of its own. Where the
 * word gaps were lost with the letter gaps, a small letter followed by a capital marks a new word ("W o r k E x p e r i
 * e n c e" reads "Work Experience"); capitals alone keep no trace of them ("PRODUCTDESIGNER").
 *
 * Used twice: on each pdf.js text item (`extract-layout.ts`), so words that pdf.js did keep apart stay apart ("J O H N"
 * and "D O E" are two items), and on each segment of a line (`runs-to-lines.ts`), for PDFs that place every glyph as
 * a text object of its own.
 */
export function closeLetterSpacing(text: string): string {
  const pieces = text.trim().split(' ');
  if (pieces.length < 3 || !pieces.every((p) => /^(?:\p{L}{1,3}|&)$/u.test(p))) return text;
  const single = pieces.filter((p) => /^\p{L}$/u.test(p)).length;
  const spaced = single === pieces.length || (pieces.length >= 4 && single >= 0.6 * pieces.length);
  if (!spaced) return text;
  return pieces
    .join('')
    .replace(/&/g, ' & ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
}
