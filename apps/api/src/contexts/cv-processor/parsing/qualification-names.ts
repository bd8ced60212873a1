import { COURSE_WORDS } from './education-details.ts';

/**
 * A qualification whose name does not open with a degree word: "Scientific Baccalaureate (A-level)", "Italian
 * Secondary School Diploma", "Professional Training", "Online Course" or "Danish language course" beside its provider
 * (a value closed by the word "course"), "Expert in Information Technology" (a title "in" a field, as moderncv's
 * `\cventry{years}{degree}{institution}{city}` prints it before the school). Read only when the entry has no degree of
 * its own.
 */
const LEVEL_WORD = new RegExp(
  String.raw`\b(?:baccalaur[ée]ate?|a-levels?|diploma|degree|certificate|certification|(?:online|short) course|(?:${COURSE_WORDS})$|(?:professional|vocational) training|bootcamp|licen[cs]e|bachelor(?:['’]?s)?|master(?:['’]?s)?|doctorate)(?![\p{L}])`,
  'iu',
);
/** "Expert in Information Technology": a capitalised title of one or two words, "in", a capitalised field. */
const TITLE_IN_FIELD = /^\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?\sin\s\p{Lu}/u;
const SCHOOL_NAME = /\b(?:universi[dt]\p{L}*|college|institute|academy|école|ecole|lyc[ée]e|gymnasium)\b/iu;

export function qualificationAmong(parts: string[]): string | null {
  const named = parts.find((p) => LEVEL_WORD.test(p) && !SCHOOL_NAME.test(p.replace(/secondary school/i, '')));
  return named ?? parts.find((p) => TITLE_IN_FIELD.test(p) && !SCHOOL_NAME.test(p)) ?? null;
}
