import { withoutPlaceOf } from './header-parts.ts';

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
 * Words a value wrapped before its end closes on: "in", "of", "and", "&", "for", and the same in Spanish, Portuguese,
 * Italian, French, German and Dutch ("Universitat de" + "Montclar", "Ingeniería Informática y" + "Administración").
 */
const DANGLING_END = /\s(?:in|of|and|&|for|de|del|della|di|da|do|dos|das|du|des|der|van|von|y|e|et|und|en|em)$/i;

/**
 * `joinDangling` over an entry's pieces, before places are set aside: "Universitat de" + "Montclar" is one school, though
 * "Montclar" alone reads as a town.
 */
export function joinDanglingPieces<T extends { text: string; place?: boolean }>(pieces: T[]): T[] {
  const out: T[] = [];
  for (const p of pieces) {
    const prev = out.at(-1);
    if (prev !== undefined && !prev.place && DANGLING_END.test(prev.text))
      out[out.length - 1] = { ...prev, text: `${prev.text} ${p.text}` };
    else out.push(p);
  }
  return out;
}

/**
 * "…, Universitat de" over "Montclar, Montclar, Premio …": a school's name cut after a joining word at the end of the
 * entry's header goes on with the first value of the next line.
 */
export function withWrappedName(name: string | null, next: string | undefined): string | null {
  if (!name || !next || !DANGLING_END.test(name)) return name;
  const first = next.split(/,\s+/)[0]?.trim() ?? '';
  return /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(first) ? `${name} ${first}` : name;
}

/**
 * "BSc in" + "**Economics**", "BSc in Logistics and" + "Supply Chain Management" (wrapped in a narrow column): a value
 * ending in "in", "of", "and", "&" or "for" continues in the next one.
 */
export function joinDangling(parts: string[]): string[] {
  return joinDanglingPieces(parts.map((text) => ({ text }))).map((p) => p.text);
}

/** "at", "@" and their other languages' words opening a line that names the school of the study above it. */
const AT_LEAD = /^(?:at|@|à|au|presso|an der|am|en|em|na|no|bei)\s+/i;

/**
 * "MSc in Economics (2021 – 2023)" over "at Università di Valmora, Italy and Universidad de Sierra Alta, Spain": a body
 * line opening with "at" before a school's name gives the school (the first of a joint degree's), without its place.
 */
export function schoolAfterAt(lines: string[], schoolWord: RegExp): string | null {
  for (const text of lines) {
    if (!AT_LEAD.test(text) || !schoolWord.test(text)) continue;
    const first = text.replace(AT_LEAD, '').split(/\s+(?:and|&|e|et|und|y)\s+(?=\p{Lu})/u)[0] as string;
    const school = withoutPlaceOf(first.replace(/[.;]$/, '').trim());
    if (school && schoolWord.test(school)) return school;
  }
  return null;
}
