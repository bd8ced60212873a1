import type { Line } from '../pdf/layout-types.ts';
import { findDateRange, findSingleDate, stripDates } from './dates.ts';
import type { Entry } from './entries.ts';
import { isLocation, withoutPlaceOf, type Piece } from './header-parts.ts';
import { isKnownCity } from './places.ts';
import { OTHER_NAME } from './role-words.ts';

/** A line that holds dates and nothing else ("September 2016 - May 2020"). */
const datesOnly = (l: Line) =>
  (findDateRange(l.text) !== null || findSingleDate(l.text) !== null) && !/\p{L}{2}/u.test(stripDates(l.text));

/**
 * "Northbay University, Faculty of Arts" / "Bachelor's Degree in History" / "GPA: Very Good" / "September 2016 - May
 * 2020": dates printed last, under the entry's details, open a block of their own that names nothing. They are the
 * dates of the entry above when it has none of its own.
 */
export function withTrailingDates(entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const entry of entries) {
    const prev = out.at(-1);
    const dated = (e: Entry) => [...e.header, ...e.body].some(datesOnlyOrRange);
    if (prev && entry.body.length === 0 && entry.header.every(datesOnly) && !dated(prev)) {
      prev.header.push(...entry.header);
      continue;
    }
    out.push(entry);
  }
  return out;
}
const datesOnlyOrRange = (l: Line) => findDateRange(l.text) !== null || datesOnly(l);
const undated = (e: Entry) => ![...e.header, ...e.body].some((l) => findDateRange(l.text) || findSingleDate(l.text));

/**
 * "Brackenfield Institute" / "MS in Applied Geology" / "2022-Present" / "Oakhurst University" / "B.Tech in
 * …" / "2017-2021" / "CGPA - 8.7/10" (a Markdown list, a JSON Resume theme printing school, degree, then dates): each
 * study's dates close it on a line of their own, so the split at the dates opens every entry but the first with the
 * dates of the one above, and leaves the last dates alone with the last details. Seen in the whole section (the first
 * entry undated, every other one opened by a line of dates alone, the last one dates and details only), the dates and
 * the details after them go back to the study above.
 */
export function withDatesBelow(entries: Entry[]): Entry[] {
  const [first, ...rest] = entries;
  const last = rest.at(-1);
  if (!first || !last || !undated(first) || !last.header.every(datesOnly)) return entries;
  if (!rest.every((e) => e.header[0] && datesOnly(e.header[0]) && !e.header.slice(1).some(datesOnly))) return entries;
  const out: Entry[] = [{ header: [...first.header], body: [...first.body] }];
  for (const e of rest) {
    const above = out.at(-1) as Entry;
    above.header.push(e.header[0] as Line);
    if (e === last) above.body.push(...e.body);
    else out.push({ header: e.header.slice(1), body: e.body });
  }
  return out;
}

/** Every run of the line that holds letters is bold ("• **Marine Biology & Ecology**" with its regular bullet). */
export const boldLine = (l: Line) => {
  const lettered = l.spans.filter((sp) => /\p{L}/u.test(sp.text));
  return lettered.length > 0 ? lettered.every((sp) => sp.bold) : l.bold;
};

/**
 * "Faculty of Computers and Information", "School of Engineering" after a university's name and a comma: the unit
 * of the university the CV names, no part of the school's name ("Northbay University, Faculty of Arts").
 */
const UNIT_AFTER_SCHOOL =
  /^(.*\buniversi\p{L}*\b.*?),\s*(?:faculty|school|department|college|institute|division)\s+of\s+[^,]+$/iu;

/**
 * "Lycée Jean Morvan, Castelnau, 81740", "…, 51230 Valcourt": the town and its postal code printed after the school's
 * name (a French or German address line), and a former name in brackets ("(Formerly Valcourt School of Mines)", "(ex-…)").
 */
const POSTAL_TAIL = /,\s*(?:[\p{L}'’ -]{2,30},\s*\d{4,5}|\d{4,5}\s+[\p{L}'’ -]{2,30})$/u;
/** "Lindenhof University (formerly Lindenhof College)": the school's other name is no part of its name. */
const FORMER_NAME = new RegExp(String.raw`\s*\(${OTHER_NAME}[^()]*\)`, 'iu');

/**
 * "(Fernstudium)", "(distance learning)", "(part-time)", "(en alternance)": how the study was followed, in brackets
 * after the school's name, is no part of the name.
 */
const STUDY_MODE =
  /\s*\((?:fernstudium|fernuniversität|distance (?:learning|education)|online|part[- ]time|full[- ]time|evening classes|abendstudium|teilzeit|vollzeit|berufsbegleitend|duales? studium|dual|a distancia|semipresencial|à distance|en alternance|alternance|a distanza|ensino a distância|ead|deeltijd|voltijd)\)$/iu;
export const withoutStudyMode = (value: string): string => value.replace(STUDY_MODE, '');
/**
 * "University of Valmora, Borgo Alto VA", "Universidade Federal de Serra Clara, Pedra Azul SP": a town with its province's
 * or state's two-letter code after the school's name (Italian, Brazilian, Spanish, US addresses) is its place.
 */
const TOWN_WITH_CODE = /,\s*\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2}\s+\p{Lu}{2}$/u;

export function withoutUnit(school: string): string {
  const bare =
    withoutPlaceOf(
      school
        .replace(POSTAL_TAIL, '')
        .replace(FORMER_NAME, '')
        .replace(STUDY_MODE, '')
        .replace(TOWN_WITH_CODE, '')
        .trim(),
    ) || school;
  return UNIT_AFTER_SCHOOL.exec(bare)?.[1] ?? bare;
}

/** The word "course" in the languages the parser reads. */
export const COURSE_WORDS = 'course|curso|cours|kurs|corso';
/** "Course", "Curso", "Kurs": a course named by that word alone, beside what it taught. */
export const BARE_COURSE = new RegExp(`^(?:${COURSE_WORDS})$`, 'i');

/**
 * "Bachelor of Science - BS", "Master of Business Administration - MBA" (a LinkedIn export's degree with its
 * abbreviation after a dash): parted at the dash as two values, the abbreviation sharing the degree's first letter
 * goes back to it.
 */
export function withDegreeAbbreviation(parts: string[], isDegree: (p: string) => boolean): string[] {
  const out: string[] = [];
  for (const p of parts) {
    const prev = out.at(-1);
    const abbreviation = /^[A-Z][A-Za-z.]{1,5}$/.test(p) && /[A-Z].*[A-Z]/.test(p);
    if (prev && abbreviation && /\s/.test(prev) && isDegree(prev) && prev[0] === p[0] && isDegree(p))
      out[out.length - 1] = `${prev} - ${p}`;
    else out.push(p);
  }
  return out;
}

/**
 * "NPTU - Northbay Polytechnic University", "Technion - Israel Institute of Technology": one word before a dash and a
 * school's name (`school`) is the school's short name, not a value of its own.
 */
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function withSchoolShortName(
  pieces: Piece[],
  header: Line[],
  school: RegExp,
  notName: (text: string) => boolean = () => false,
): Piece[] {
  const text = header.map((l) => l.text).join(' ');
  const out: Piece[] = [];
  for (const p of pieces) {
    const prev = out.at(-1);
    const sameLine = prev !== undefined && prev.line === p.line;
    const short = sameLine && /^\p{Lu}[\p{L}&]{1,11}$/u.test(prev.text);
    const dashedAfter = (a: string, b: string) =>
      new RegExp(`(?<![\\p{L}])${escaped(a)}\\s+[-–—]\\s+${escaped(b.split(/\s+/)[0] ?? '')}`, 'u').test(text);
    const dashed = short && dashedAfter(prev.text, p.text);
    // "Université de Brévan - Val-Sud", "Northbay Institute - Tidewell Labs": a short capitalised name after a dash
    // closes the school's name, when it is no place, no degree, no field and no other school.
    const suffix =
      sameLine &&
      school.test(prev.text) &&
      /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}$/u.test(p.text) &&
      !school.test(p.text) &&
      !notName(p.text) &&
      !p.place &&
      !isLocation(p.text) &&
      !isKnownCity(p.text, 'any') &&
      dashedAfter(prev.text, p.text);
    if (short && dashed && school.test(p.text) && !school.test(prev.text))
      out[out.length - 1] = { ...prev, text: `${prev.text} - ${p.text}` };
    else if (suffix) out[out.length - 1] = { ...prev, text: `${prev.text} - ${p.text}` };
    else out.push(p);
  }
  return out;
}
