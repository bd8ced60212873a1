/** Degree classes, minors and graded subjects beside a study's values, and values wrapped after a joining word. */

/** A UK degree class ("2:1", "First Class Honours") opening or closing a value. */
const DEGREE_CLASS =
  /^(?:[12]:[12]|2\.[12]|1st|3rd|first|third)(?:\s+class)?(?:\s+hon(?:ou)?rs)?\s*[,–—-]\s*|\s*[,–—-]\s*(?:[12]:[12]|2\.[12]|first class(?:\s+hon(?:ou)?rs)?)$/i;
/** ", Minor in Cyber Security", "; minor: Economics": a minor after the degree is a detail of it, not its field. */
export const MINOR = /\s*[,;]\s*minors?\s*(?:in\b|:)\s*[^,;]+/i;
/** "Mathematics (B)": a subject with its grade, as UK A-level lines list them before the school. */
const SUBJECT_GRADE = /^[\p{L} &]+\s*\([A-E]\*?\)$/u;

/**
 * "2:1, Manchester Metropolitan University" → the school; "Business (A), Mathematics (B), Xaverian College" → the
 * school: a degree class, a minor and graded subjects are not part of a name.
 */
export function withoutClassAndSubjects(part: string): string {
  const bare = part.replace(DEGREE_CLASS, '').replace(MINOR, '');
  const pieces = bare.split(/,\s+/);
  if (pieces.length < 2 || !pieces.some((p) => SUBJECT_GRADE.test(p))) return bare;
  // "A-Levels: Business (A)": the first subject after the qualification's colon goes too.
  return pieces
    .map((p) => p.replace(/:\s*[\p{L} &]+\s*\([A-E]\*?\)$/u, ''))
    .filter((p) => !SUBJECT_GRADE.test(p))
    .join(', ');
}

/**
 * "BSc in" + "**Economics**", "BSc in Logistics and" + "Supply Chain Management" (wrapped in a narrow column): a value
 * ending in "in", "of", "and", "&" or "for" continues in the next one.
 */
export function joinDangling(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    const prev = out.at(-1);
    if (prev !== undefined && /\s(in|of|and|&|for)$/i.test(prev)) out[out.length - 1] = `${prev} ${p}`;
    else out.push(p);
  }
  return out;
}
