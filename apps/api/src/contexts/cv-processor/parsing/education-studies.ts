import type { Line } from '../pdf/layout-types.ts';
import { findDateRange, findSingleDate } from './dates.ts';
import { stripBullet, type Entry } from './entries.ts';

/** The shapes the education reader knows a degree, a school and a field by (education.ts owns them). */
export interface StudyShapes {
  /** A degree's own words at the start of a value ("Master of Science", "B.Sc."). */
  lead: RegExp;
  /** A degree word anywhere in a value. */
  degree: RegExp;
  /** A school word anywhere in a value ("University", "College", "Institute"). */
  school: RegExp;
  /** A field-of-study word ("Engineering", "Physics"). */
  field: RegExp;
}

/** "PhD Student", "M.Sc. student in Geology", "PhD candidate in Physics": a status after the degree, not its field. */
const STATUS_AFTER_DEGREE = /^\s+(?:student|candidate)\b\s*/i;
/** "with distinction, Northbay University": the honours of the degree before the school's name, not part of it. */
const HONOURS_LEAD =
  /^(?:with\s+)?(?:(?:highest|high|first[- ]class)\s+)?(?:distinction|hono(?:u)?rs|merit|(?:summa\s+|magna\s+)?cum laude)\s*[,;–—-]\s*(?=\S)/i;
/** "Department of Physics, Northbay Polytechnic": a unit named before its school, then the school. */
const UNIT_LEAD = /^(?:department|faculty|division|laboratory)\s+(?:of|for)\s+[^,]+,\s*(?=\S)/i;
/** "School of Informatics, University of Northbay": a school word naming a unit of the university that follows. */
const SCHOOL_UNIT_LEAD = /^(?:graduate\s+)?(?:school|institute|college)\s+(?:of|for)\s+[^,]+,\s*(?=[^,]*\buniversi)/i;
/** "School of Informatics", "Institute for Optics": a unit of a school, alone in its value. */
const UNIT_ONLY = /^(?:graduate\s+)?(?:school|faculty|department|institute|division|laboratory)\s+(?:of|for)\s/i;
/** A value that names a university or college outright, not one of its units. */
const INSTITUTION = /\b(?:universi\p{L}*|college|polytechnic|hochschule)\b/iu;
/** "School of Ocean Policy" opening a line or following a comma: the name of a unit. */
const UNIT_PHRASE = /(?:^|,\s*)(?:graduate\s+)?(?:school|faculty|department|institute|division)\s+(?:of|for)\s/i;

/**
 * "Master of Arts, School of Ocean Policy": a line whose only school word names a unit (the school of a university
 * named on another line) is no second school; it does not part the entry.
 */
export const namesUnitOnly = (text: string) => UNIT_PHRASE.test(text) && !INSTITUTION.test(text);

function withoutStatus(part: string, s: StudyShapes): string {
  const lead = s.lead.exec(part);
  if (!lead) return part;
  const after = part.slice(lead[0].length);
  const status = STATUS_AFTER_DEGREE.exec(after);
  if (!status) return part;
  const rest = after.slice(status[0].length);
  return rest ? `${lead[0].trim()} ${rest}` : lead[0].trim();
}

/**
 * "B.Eng. Software Engineering" parted after the abbreviation loses its closing dot with the sentence-like cut: a
 * degree abbreviation written with dots ("B.Eng", "B.Sc. + M.Res") gets it back where the line prints it.
 */
function withAbbreviationDot(part: string, s: StudyShapes, printed: string): string {
  const dotted = /\p{L}\.\p{L}{1,4}$/u.test(part) && s.lead.exec(part)?.[0].trim() === part;
  return dotted && printed.includes(`${part}.`) ? `${part}.` : part;
}

/**
 * "Marine Biology and Ecology, Northbay University" in the column beside the degree: a field, then the
 * school that teaches it, in one value. Parted at the comma when the first part is a field and nothing else.
 */
function fieldThenSchool(part: string, s: StudyShapes): string[] {
  const at = part.indexOf(', ');
  if (at < 0) return [part];
  const first = part.slice(0, at);
  const second = part.slice(at + 2);
  const fieldOnly =
    s.field.test(first) && !s.school.test(first) && !s.degree.test(first) && first.split(/\s+/).length <= 6;
  return fieldOnly && s.school.test(second) ? [first, second] : [part];
}

/** "University of Northbay: Marine Sciences B.Sc.": a school's name, a colon, then the course it gave. */
function schoolThenCourse(part: string): string[] {
  const m = /^([^:]+):\s+(\S.*)$/.exec(part);
  if (!m || !INSTITUTION.test(m[1] as string) || INSTITUTION.test(m[2] as string)) return [part];
  return [m[1] as string, m[2] as string];
}

/**
 * The values of an education entry made ready to read: a status word after the degree goes ("PhD Student" is a
 * PhD), honours and a unit printed before the school's name go, a field and its school in one value are parted, and
 * a unit printed alone ("School of Informatics" under its university) is no degree, programme or school.
 */
export function tidyStudyValues(parts: string[], s: StudyShapes, header: Line[] = []): string[] {
  const printed = header.map((l) => l.text).join(' ');
  const tidy = parts
    .map((p) => withAbbreviationDot(p, s, printed))
    .map((p) => withoutStatus(p, s).replace(HONOURS_LEAD, '').replace(UNIT_LEAD, '').replace(SCHOOL_UNIT_LEAD, ''))
    .flatMap((p) => fieldThenSchool(p, s))
    .flatMap(schoolThenCourse);
  const named = tidy.some((p) => INSTITUTION.test(p) && !UNIT_ONLY.test(p));
  return named ? tidy.filter((p) => !UNIT_ONLY.test(p) || INSTITUTION.test(p)) : tidy;
}

const dated = (text: string) => findDateRange(text) !== null || findSingleDate(text) !== null;
const bare = (l: Line) => stripBullet(l.text).trim();
/** "2010 - B.S., Chemistry, Northbay University": the line's text from its first word after any dates that open it. */
const withoutLeadingDates = (l: Line) => {
  const text = bare(l);
  const head = /^[\d\s/.,;:|–—-]*(?:present)?[\s,;:|–—-]*/i.exec(text)?.[0] ?? '';
  return /\d{4}/.test(head) ? text.slice(head.length) : text;
};
/** A line that is a thesis, project or supervisor note, though it may name a degree and a school. */
const NOTE = /thesis|dissertation|project|supervis|advis|course/i;

/**
 * "Northbay University, Northbay" over "Master of Arts, Dec. 2012" and "Master of Science, Dec. 2012": a school's
 * heading over dated degree lines. Each degree line is a course of study at that school with its own date; the
 * other lines (a grade) belong to all of them.
 */
function perDegreeLine(entry: Entry, s: StudyShapes): Entry[] | null {
  const [head, ...more] = entry.header;
  if (!head || more.length > 0 || !s.school.test(head.text) || s.degree.test(head.text) || dated(head.text))
    return null;
  const degrees = entry.body.filter((l) => s.lead.test(bare(l)) && dated(l.text) && !NOTE.test(l.text));
  // One degree line with its dates in a column of their own is read as it stands (its body's dates are found).
  if (degrees.length === 0 || (degrees.length === 1 && (degrees[0] as Line).segments.length > 1)) return null;
  const rest = entry.body.filter((l) => !degrees.includes(l));
  // A grade printed on one of the degree lines ("…, 2009 GPA 3.81") is the school's, shared like a line of its own.
  const graded = degrees.filter((d) => /\b(?:c?gpa|grade)\b/i.test(d.text));
  return degrees.map((l) => ({ header: [head, l], body: [...rest, ...graded.filter((d) => d !== l)] }));
}

/**
 * "M.Sc. Chemistry, Northbay University" then "B.Eng. Chemical Engineering, Southbay Institute of Technology" with no
 * dates to anchor them, or list items read as a description ("• 2010 - B.S., Chemistry, Northbay University."): a body
 * line that opens with a degree (after its dates) and names its school is the next entry.
 */
function atDegreeSchoolLines(entry: Entry, s: StudyShapes): Entry[] {
  if (!entry.header.some((l) => s.degree.test(l.text))) return [entry];
  const out: Entry[] = [{ header: entry.header, body: [] }];
  for (const l of entry.body) {
    const opens = s.lead.test(withoutLeadingDates(l)) && s.school.test(l.text) && !NOTE.test(l.text);
    if (opens) out.push({ header: [l], body: [] });
    else out.at(-1)?.body.push(l);
  }
  return out;
}

/** Entries of an education section parted where one block holds several courses of study. */
export function splitStudies(entries: Entry[], s: StudyShapes): Entry[] {
  return entries.flatMap((e) => perDegreeLine(e, s) ?? atDegreeSchoolLines(e, s));
}
