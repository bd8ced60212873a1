import type { Entry } from './entries.ts';
import { stripBullet } from './entries.ts';

// The grade of a study: its labels in the languages the parser reads, and where an entry prints it.

/**
 * Grade labels of other languages that are never anything but a grade before a number: German ("Notendurchschnitt:
 * 2,2", "Durchschnitt 1.3"), Portuguese ("Coeficiente de Rendimento 8,4", "CRA"), Spanish ("Calificación media"),
 * Italian ("Punteggio"), Dutch ("Gemiddeld cijfer").
 */
const GRADE_LABELS = String.raw`notendurchschnitt|durchschnittsnote|durchschnitt|coeficiente de rendimento(?: acad[êe]mico)?|cra|calificaci[óo]n(?: media| final)?|punteggio(?: finale)?|gemiddeld(?:e)? cijfer|eindcijfer`;
/**
 * Words that are a grade's label only with a colon after them ("Note: 1,3", "Nota: 8,5", "Média: 7,9",
 * "Cijfer: 8"): without it they are ordinary words ("Social Media 2020").
 */
const COLON_GRADE_LABELS = String.raw`(?:note|nota|m[ée]dia|cijfer|voto)`;
/** "110/110 cum laude", "110/110 e lode", "110 con lode": the honours printed with an Italian grade are part of it. */
const HONOURS_AFTER_GRADE = String.raw`(?:\s+(?:(?:e|con)\s+lode|(?:summa\s+|magna\s+)?cum\s+laude))?`;

/** A grade as printed, without the spaces around its slash or before its per cent sign ("3.8 / 4.0" → "3.8/4.0"). */
function tidyGrade(grade: string): string {
  return grade
    .trim()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+%/g, '%');
}

export const GPA_RE = new RegExp(
  String.raw`\b(?:(?:c?gpa|sgpa|cpi|grade point average|final grade|grade|score|average|marks?|percentage|aggregate|moyenne|voto(?: di laurea)?|nota (?:media|final)|(?:abschluss|gesamt|durchschnitts|end)note|${GRADE_LABELS})\s*[:\-–]?|${COLON_GRADE_LABELS}\s*:)\s*([0-9]+(?:[.,][0-9]+)?(?:\s*\/\s*[0-9]+(?:[.,][0-9]+)?|\s?%)?${HONOURS_AFTER_GRADE})`,
  'i',
);
/** The score before its label ("Computer Science - 3.8 GPA", OpenResume's "3.8/4.0 GPA"). */
const GPA_BEFORE_LABEL = /(?:^|[\s,;(–-])(\d\.\d{1,2}(?:\s*\/\s*\d(?:\.\d{1,2})?)?)\s*c?gpa\b/i;
/** "Class 12: 95.4% score", "85% marks", "78 % aggregate": a percentage before its label (Indian school results). */
const PERCENT_BEFORE_LABEL = /(?:^|[\s:,;(–-])(\d{1,3}(?:[.,]\d{1,2})?\s?%)\s*(?:score|marks|aggregate)\b/i;
/** A score printed alone on its line ("3.8/4.0", "3.62", "17/20") in an education entry is its grade. */
export const BARE_SCORE = /^(\d{1,3}(?:[.,]\d{1,2})?\s*\/\s*\d{1,3}(?:[.,]\d{1,2})?|\d\.\d{1,2})$/;
/** "GPA: Very Good": a grade in words after its label (Egyptian, French, Spanish, German grading). */
const WORDED_GRADE =
  /\b(?:c?gpa|grade)\s*:\s*(very good|good|excellent|distinction|merit|first class|très bien|assez bien|bien|sobresaliente|notable|sehr gut|gut)\b/i;
const SCORE_IN_PARENS = /\((\d\.\d{1,2}|\d{1,3}(?:[.,]\d{1,2})?\s*\/\s*\d{1,3}(?:[.,]\d{1,2})?)\)\s*$/;

/** The grade printed in any of the texts ("GPA: 3.8/4.0", "Grade: 8.9/10"), or null. */
export function gradeIn(texts: string[]): string | null {
  for (const t of texts) {
    const m = GPA_RE.exec(t);
    if (m) return tidyGrade(m[1] as string);
  }
  return null;
}

/** The grade of an entry: labelled, before its label, in brackets, alone on a line, in words, or wrapped. */
export function gpaOf(entry: Entry): string | null {
  for (const l of [...entry.header, ...entry.body]) {
    const m =
      GPA_RE.exec(l.text) ??
      GPA_BEFORE_LABEL.exec(l.text) ??
      PERCENT_BEFORE_LABEL.exec(l.text) ??
      l.segments.map((seg) => SCORE_IN_PARENS.exec(seg)).find((x) => x);
    if (m) return tidyGrade(m[1] as string);
    const bare = l.segments.map((s) => stripBullet(s)).find((s) => BARE_SCORE.test(s));
    if (bare) return bare.replace(/\s+/g, '');
  }
  const worded = [...entry.header, ...entry.body].map((l) => WORDED_GRADE.exec(l.text)).find((m) => m);
  if (worded) return worded[1] as string;
  // "GPA:" closing a line, its score on the next one.
  const wrapped = GPA_RE.exec([...entry.header, ...entry.body].map((l) => l.text).join('\n'));
  return wrapped ? tidyGrade(wrapped[1] as string) : null;
}
