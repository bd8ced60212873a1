import type { EducationDto, EmployerDto } from '@app/contracts/cv-processor/parse-cv';
import type { Line } from '../pdf/layout-types.ts';
import { findDateRange, findSingleDate, stripDates } from './dates.ts';
import { entryDates, splitEntries, stripBullet, type Entry } from './entries.ts';
import { entryPieces, isLocation } from './header-parts.ts';
import { qualificationAmong } from './qualification-names.ts';
import { isKnownCity } from './places.ts';
import { BARE_SCORE, GPA_RE, gpaOf } from './education-grades.ts';
import { withThesisWraps } from './thesis-lines.ts';
import { splitOutsideBrackets } from './brackets.ts';
import { degreeAtSchool, programName } from './education-program.ts';
import {
  BARE_COURSE,
  boldLine,
  withDatesBelow,
  withDegreeAbbreviation,
  withoutStudyMode,
  withoutUnit,
  withSchoolShortName,
  withTrailingDates,
} from './education-details.ts';
import { namesUnitOnly, splitStudies, tidyStudyValues } from './education-studies.ts';
import {
  MINOR,
  joinDangling,
  joinDanglingPieces,
  schoolAfterAt,
  withWrappedName,
  withoutClassAndSubjects,
} from './education-values.ts';

const DEGREE_WORDS = String.raw`m[áa]ster\s+(?:universitario|oficial|propio)|aca|acca|cima|cfa|cpa|(?:bc|ing|mgr|mudr|rndr|phdr|judr)\.|cipd|dipl[ôo]me\s+d['’]\p{L}+|dipl[ôo]me|dut|bts|dr\.\s?(?:rer\.\s?\p{L}{2,5}|phil|med|jur|sc\.\s?\p{L}{2,5})\.|dr\.-ing\.|diplom-\p{L}{4,}|dipl\.-\p{L}{2,5}\.|laurea\s+(?:magistrale|triennale|specialistica)(?:\s+a\s+ciclo\s+unico)?|ph\.?\s?d\.?|d\.?phil|doctor(?:ate)?|master(?:['’]?s)?|bachelor(?:['’]?s)?|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?\s?a\.?|m\.?\s?a\.?|mba|b\.?\s?tech|m\.?\s?tech|b\.?\s?eng|m\.?\s?eng|b\.?\s?e\.?|associate(?:['’]?s)? degree|associate(?:['’]?s)?\s+(?:in|of)(?=\s)|a\.?a\.?s?|diploma|(?:high|secondary) school(?:\s+(?:diploma|certificate))?|a[\s-]levels?|gcse|llb|llm|m\.?d\.?|bba|bfa|mfa|hnd|mphil|m(?:chem|phys|math|sci|biol|biochem|pharm|geol)|[bm]\.?\s?(?:des|comm?|mus|pharm)\.?|[bm]\.\s?(?:arch|ed)\.?|mres|licenciatura|licence|laurea|magister|abitur|baccalaur[ée]at|dea|dess|deug|deust|mast[èe]re\s+sp[ée]cialis[ée]|staatsexamen|fachabitur|(?:berufs)?ausbildung\s+(?:zum|zur|als)|umschulung\s+(?:zum|zur)|lehre\s+(?:als|zum|zur)|(?:allgemeine\s+)?(?:fach)?hochschulreife|mittlere\s+reife|bachillerato|t[ée]cnico\s+superior|hbo|mbo|havo|vwo|vmbo|propedeuse|licencjat|in[żz]ynier|(?:y[üu]ksek\s+)?lisans|kandidat|civilingenj[öo]r|sivilingeni[øo]r|ssc|hsc|sslc|(?:senior|higher)\s+secondary(?!\s+school)(?:\s+(?:school\s+)?certificate)?|class\s+(?:x|xii|10|12)(?:th)?|(?:10|12)th(?:\s+(?:grade|standard|class))?|matriculation|pgdm|pgdba|bca|mca|classes?\s+pr[ée]pa(?:ratoires?)?|cpge|cycle\s+ing[ée]nieur|erasmus\+?|exchange\s+(?:semester|year|program(?:me)?|student)|grado|m[áa]ster|diplom|mestrado|bacharelado|doctorado|doutorado|dottorato|bs|ms|ba|ma`;
/** "Doble grado en …", "Double Master", "Doppia laurea": a degree taken twice over, one degree of two schools. */
const JOINT_DEGREE = 'doble|double|dual|doppia|duplo|dupla';
export const DEGREE_RE = new RegExp(String.raw`\b(${DEGREE_WORDS})(?![\p{L}])`, 'iu');
/**
 * A degree's own words at the start of a piece: "Master of Science", "BSc", "Diploma", "Postgraduate Certificate"
 * (a level before the degree word is part of it), with "(Hons)" or its abbreviation in brackets ("(M.S.)"). What
 * follows, unless it is "in …"/"of …", is the field printed without a joining word ("Master of Science Industrial
 * Design").
 */
const DEGREE_LEAD = new RegExp(
  String.raw`^(?:(?:post-?graduate|graduate|undergraduate|higher national|advanced|${JOINT_DEGREE})\s+)?(?:(?:bachelor|master|doctor|associate|specialist)(?:['’]?s)?(?:\s+degree(?!\s+of\b))?(?:\s+(?:degree\s+)?of\s+(?:business administration|fine arts|applied sciences?|computer applications|computer science|information technology|information systems|public health|public administration|laws|science|sciences|arts|engineering|technology|education|philosophy|commerce|music|architecture|medicine|nursing))?|${DEGREE_WORDS}|certificate|curso|corso|kurs)(?![\p{L}])\.?(?:[-/](?:${DEGREE_WORDS})(?![\p{L}])\.?)?(?:\s+(?:[1-5]|I{1,3}|IV)(?![\p{L}\d.,/]))?(?:\s*\+\s*\p{Lu}[\p{L}.]{0,8})?(?:\s*\((?:hons?|honou?rs|[A-Z][A-Za-z]?\.(?:\s?[A-Z][a-z]?\.){1,3})\.?\))?`,
  'iu',
);
/** A note in brackets opening what follows a degree word: "B.Eng. (Expected) in Electronic Engineering" is one degree. */
const NOTE_LEAD = /^\([^()]{1,20}\)\s*/;
/** "in" / "of" before a degree's field, and the same word in other languages ("Grado en", "Laurea in", "Master der"). */
const FIELD_OF_WORD = String.raw`(?:in|of|en|em|di|de|der|des|du|van)`;
const FIELD_OF = new RegExp(String.raw`\s${FIELD_OF_WORD}\s`, 'i');
const FIELD_OF_LEAD = new RegExp(String.raw`^${FIELD_OF_WORD}\s`, 'i');
const SCHOOL_RE =
  /(universi[dt]|college|cégep|cegep|institut|school|academy|academia|akademi[ea]|polytechnic|politecnic|politécnic|école|ecole|escuela|escola|scuola|hochschule|schule|üniversite|conservato|lyc[ée]e|liceo|lyceum|gymnasium|gimnazij|gimnasio|istituto|[šs]kola|szko[łl]a|cit[ée] scolaire|\biit\b|\biut\b|\bmit\b|\bucla\b|\bucl\b|\beth\b|\bepfl\b|\buc\s)/i;
const FIELD_RE =
  /\b(science|sciences|engineering|studies|arts|administration|management|economics|mathematics|math|physics|chemistry|biology|computer|computing|design|business|law|medicine|finance|accounting|marketing|psychology|history|philosophy|literature|english|statistics|informatics|information|technology|education|nursing|architecture|music|media|communications?|linguistics|sociology|politics|political|data|electrical|mechanical|civil|chemical|software|artificial intelligence|machine learning|analytics)\b/i;

const SHAPES = { lead: DEGREE_LEAD, degree: DEGREE_RE, school: SCHOOL_RE, field: FIELD_RE };
const notSchoolName = (t: string) => DEGREE_RE.test(t) || FIELD_RE.test(t);
const KEEP = new RegExp(`${SCHOOL_RE.source}|^(?:(?:${JOINT_DEGREE})\\s+)?(?:${DEGREE_WORDS})$`, 'iu');

/** "Major: Information Security": the label before a field printed on its own line. */
const FIELD_LABEL = /^(?:major|field(?:\s+of\s+study)?|concentration|speciali[sz]ation|specialty)\s*:\s*/i;

/** "(GPA: 3.9)", "; Grade: 17/20", a bare "(3.9)" closing a value: the grade inside a value (read by `gpaOf`). */
const GPA_ANYWHERE = new RegExp(
  String.raw`[(;,]?\s*${GPA_RE.source}\s*\)?|\s*\((\d\.\d{1,2}|\d{1,3}(?:[.,]\d{1,2})?\s*\/\s*\d{1,3}(?:[.,]\d{1,2})?)\)\s*$`,
  'gi',
);
/**
 * ", Highest Honors", ", cum laude", ", Year 4" after a school's name: the honours of the degree or the year of study,
 * no part of the name.
 */
const SCHOOL_NOTE =
  /,\s*(?:year\s+\d+(?:\s+to\s+year\s+\d+)?|(?:with\s+)?(?:(?:highest|high|first[- ]class)\s+)?hono(?:u)?rs|(?:summa\s+|magna\s+)?cum laude|with distinction)$/i;
/** A degree word and nothing else ("Grado", "BSc"). */
const BARE_DEGREE = new RegExp(String.raw`^(?:${DEGREE_WORDS})\.?$`, 'iu');
/** Lines of an entry's body that never name its field: schools, degrees, grades, honours, digits. */
const NOT_A_FIELD = new RegExp(
  String.raw`\d|\b(?:${DEGREE_WORDS})\b|${SCHOOL_RE.source}|list|hono(?:u)?rs|award|thesis|grade|cum laude|^courses?$|coursework`,
  'iu',
);
/** "…Lyon 1. GPA:" with the score wrapped onto the next line: the label is not part of the school's name. */
const GPA_LABEL_AT_END = /[.,;]?\s*\b(?:c?gpa|grade)\s*:?$/i;

/** "Bachelor of", "Master's in", "Doctor of", "Ph.D." in full words: a degree that cannot be part of a school's name. */
const WORDED_DEGREE = /\s(?=(?:(?:bachelor|master|doctor)(?:['’]?s)?\s+(?:of|in|degree)\b|ph\.\s?d\.))/i;

/**
 * "Worcester Polytechnic Institute Master Of Science Computer Science": a school's name, then its degree in full
 * words on the same line without a separator (yaac). Parted where the degree starts.
 */
function schoolThenDegree(part: string): [string, string] | null {
  const at = WORDED_DEGREE.exec(part);
  if (!at || at.index === 0) return null;
  const school = part.slice(0, at.index).trim();
  return SCHOOL_RE.test(school) && !DEGREE_RE.test(school) ? [school, part.slice(at.index).trim()] : null;
}

/**
 * "Business Administration, B.S.", "MBA, Physics": a comma list holding a degree is cut at its commas; other
 * commas stay ("University of California, Berkeley").
 */
function splitAtDegree(part: string): string[] {
  const glued = schoolThenDegree(part);
  if (glued) return [glued[0], ...splitAtDegree(glued[1])];
  // "Licence de Mathématiques pures (Université Bordeaux 1)": a school in brackets after a degree is the school.
  const bracketed = /^(.*\S)\s*\(([^()]+)\)$/.exec(part);
  if (bracketed && DEGREE_LEAD.test(bracketed[1] as string) && SCHOOL_RE.test(bracketed[2] as string))
    return [...splitAtDegree(bracketed[1] as string), bracketed[2] as string];
  const pieces = splitOutsideBrackets(part, /,\s+/);
  // "Software Engineering, Bachelor of Science" / "Master of Engineering, Mathematics": a degree and a field paired
  // in one comma list belong together, whatever else the entry holds.
  const [a, b] = pieces;
  if (pieces.length === 2 && a && b) {
    if (degreeOnly(a) && fieldOnly(b)) return [`${a} in ${b}`];
    if (degreeOnly(b) && fieldOnly(a)) return [`${b} in ${a}`];
  }
  return pieces.length > 1 && pieces.some((p) => DEGREE_LEAD.test(p)) ? withFieldList(pieces) : [part];
}

/** "and" between the last two items of a list, in the languages of DEGREE_WORDS. */
const LIST_END = /\s(?:and|&|y|e|et|und|i|och)\s/i;

/**
 * "Máster en Ingeniería de Caminos, Canales y Puertos", "BSc in Physics, Chemistry and Biology": a degree that states
 * its field keeps the list of fields its commas go on with, up to the item joined by "and"; no school and no other
 * degree among them.
 */
function withFieldList(pieces: string[]): string[] {
  const at = pieces.findIndex((p) => FIELD_OF.test(p.replace(DEGREE_LEAD, ' ')) && DEGREE_LEAD.test(p));
  if (at < 0) return pieces;
  const end = pieces.findIndex((p, i) => i > at && LIST_END.test(` ${p} `));
  const list = pieces.slice(at + 1, end + 1);
  const isItem = (p: string) =>
    !SCHOOL_RE.test(p) && !DEGREE_RE.test(p) && !isLocation(p) && p.split(/\s+/).length <= 4;
  if (end < 0 || !list.every(isItem)) return pieces;
  return [...pieces.slice(0, at), pieces.slice(at, end + 1).join(', '), ...pieces.slice(end + 1)];
}

/**
 * "High school diploma": a degree whose name holds a school word; so does a line naming an Indian examination board
 * ("CBSE Board, Senior Secondary School", "ICSE, Class X"): the qualification, the school named apart.
 */
const EXAM_BOARD = /\b(?:cbse|icse|isc|igcse|(?:state|central)\s+board)\b/i;
const isSchoolDegree = (text: string) =>
  /^(?:high|secondary) school (?:diploma|certificate)\b/i.test(text.trim()) || EXAM_BOARD.test(text);
const degreeOnly = (p: string) => DEGREE_LEAD.exec(p)?.[0].trim() === p.trim();

/**
 * A degree read as a position: an academic's "Research experience" lists "PhD." over "Marchuk Institute", dated
 * like the posts around it. A degree alone and a school, in either field, are a course of study.
 */
export function degreeAsPosition(e: EmployerDto): EducationDto | null {
  const pair = [e.title ?? '', e.employer ?? ''];
  const degree = pair.find(degreeOnly);
  const school = pair.find((p) => p !== degree && SCHOOL_RE.test(p));
  if (!degree || !school) return null;
  return { degree, university: school, startDate: e.startDate, endDate: e.endDate, gpa: null };
}
const fieldOnly = (p: string) =>
  FIELD_RE.test(p) && !SCHOOL_RE.test(p) && !DEGREE_RE.test(p) && p.split(/\s+/).length <= 6;

export function parseEducation(lines: Line[]): EducationDto[] {
  const entries = splitEntries(withThesisWraps(lines), {
    anchor: (l) => findDateRange(l.text) !== null || findSingleDate(l.text) !== null,
    conflicts: (header, line) => {
      const has = (re: RegExp) => header.some((l) => re.test(l.text) && !(re === SCHOOL_RE && isSchoolDegree(l.text)));
      const school = SCHOOL_RE.test(line.text) && !isSchoolDegree(line.text) && !namesUnitOnly(line.text);
      // "Central High School" names a school, not a degree.
      // "2010 – 2018 (almost M.Sc.)": a degree named in brackets is a note on the entry's own.
      const unbracketed = line.text.replace(/\([^()]*\)/g, '');
      const degree =
        DEGREE_RE.test(unbracketed) && !/\b(?:high|secondary) school\b(?!\s+(?:diploma|certificate))/i.test(line.text);
      return (degree && has(DEGREE_RE)) || (school && has(SCHOOL_RE));
    },
  });
  const out: EducationDto[] = [];
  // "Cité scolaire Paul Arnaud" / "BTS SIO" / "2019 – 2021" / "Baccalauréat Scientifique" / "2019": a school printed
  // as a heading alone on its line over its studies is the school of the next ones that name none.
  let heading: string | null = null;
  for (const entry of splitStudies(withTrailingDates(withDatesBelow(entries)), SHAPES)) {
    const dto = toEducation(entry);
    if (!dto) continue;
    const opening = stripDates(entry.header[0]?.text ?? '').trim();
    if (dto.university && dto.degree && opening === dto.university) heading = dto.university;
    else if (!dto.university && dto.degree && heading) dto.university = heading;
    else heading = null;
    out.push(dto);
  }
  return out;
}

interface Roles {
  degree: string | null;
  field: string | null;
  school: string | null;
  rest: string[];
  /** The piece that printed the degree and its field with only a space between ("MSc Computer Science"). */
  printed?: string | undefined;
}

/**
 * A piece of a quotation cut by a wrap: a closing quote with no opening one before it ('University”, Empirical
 * research', the end of a thesis title), or an opening one never closed. It names no school.
 */
const UNBALANCED_QUOTE = /^[^“]*”|“[^”]*$/;

/** Degree, field and school among the values of an entry, in whatever order the CV prints them. */
export function educationRoles(parts: string[]): Roles {
  const roles: Roles = { degree: null, field: null, school: null, rest: [] };
  for (const part of parts) {
    const lead = DEGREE_LEAD.exec(part);
    const after = lead ? part.slice(lead[0].length).replace(/^[\s,:–—-]+/, '') : '';
    // "PhD, Princeton University, PhD in Computer Science": the fuller statement of the same degree wins.
    if (lead && roles.degree && !roles.field && /^in\s/i.test(after) && part.startsWith(roles.degree)) {
      roles.degree = part;
      continue;
    }
    // "High school diploma" is a degree; "Lincoln High School" and "High School" alone are schools.
    // "Máster Universitario en Ciencia de Datos": a school word inside the degree's name, then its field.
    const schoolDegree = (!after && /diploma|certificate/i.test(part)) || (after !== '' && FIELD_OF_LEAD.test(after));
    if (lead && !roles.degree && (!SCHOOL_RE.test(part) || SCHOOL_RE.test(after) || schoolDegree)) {
      // "PhD Princeton University": a degree word glued to the school's name.
      if (after && SCHOOL_RE.test(after)) {
        roles.degree = lead[0].trim();
        roles.school ??= after;
        // "Bachelor of Commerce (Accounting)", "CPA (K)": what the brackets hold stays as printed.
      } else if (
        !after ||
        FIELD_OF_LEAD.test(after.replace(NOTE_LEAD, '')) ||
        !/\p{L}/u.test(after) ||
        /^\(.*\)$/.test(after) ||
        // "Bachelor of Science - BS": the degree's abbreviation after it (a LinkedIn export).
        (/^\p{Lu}{2,4}$/u.test(after) && BARE_DEGREE.test(after))
      )
        roles.degree = part;
      else {
        roles.degree = lead[0].trim();
        // Only a space between them: "MSc Computer Science" is printed as one value, "BEng: Electrical …" as two.
        const spaced = /^\s+\p{L}/u.test(part.slice(lead[0].length));
        if (roles.field === null) [roles.field, roles.printed] = [after, spaced ? part : undefined];
      }
    } else if (!roles.school && SCHOOL_RE.test(part) && !UNBALANCED_QUOTE.test(part)) roles.school = part;
    else roles.rest.push(part);
  }
  if (!roles.degree) {
    roles.degree = qualificationAmong(roles.rest);
    roles.rest = roles.rest.filter((p) => p !== roles.degree);
  }
  // The field printed right after its degree ("Licenciatura - Electrical Engineering" under "Sciences Po") is
  // preferred to another field-like value ("Sciences" is a field word too).
  const isField = (p: string) => FIELD_RE.test(p) && !DEGREE_RE.test(p) && p.split(/\s+/).length <= 6;
  const next = roles.degree === null ? undefined : parts[parts.indexOf(roles.degree) + 1];
  const field = next && roles.rest.includes(next) && isField(next) ? next : roles.rest.find(isField);
  // A degree that names its field ("PhD in Psychology") leaves "Sciences Po" to be the school.
  const stated = roles.degree !== null && FIELD_OF.test(roles.degree.replace(DEGREE_LEAD, ''));
  if (!roles.field && field && !stated) {
    roles.field = field;
    roles.rest = roles.rest.filter((p) => p !== field);
  }
  return roles;
}

/** The degree with its field: as printed when one piece held both ("MSc Computer Science"), else joined by "in". */
function withField({ degree, field, printed }: Roles): string {
  return printed?.startsWith(degree ?? '') && printed.endsWith(field ?? '') ? printed : `${degree} in ${field}`;
}

/** A qualification as one value gives it: "MA, Business Administration" is "MA in Business Administration". */
export function degreeWithField(text: string): string {
  const roles = educationRoles(splitAtDegree(text.replace(GPA_ANYWHERE, '').trim()));
  if (!roles.degree) return text;
  return roles.field && !FIELD_OF.test(roles.degree.replace(DEGREE_LEAD, '')) ? withField(roles) : roles.degree;
}

function toEducation(entry: Entry): EducationDto | null {
  const dates = entryDates(entry, true);
  // A grade on a line of its own ("Notendurchschnitt: 2,2") is no second value beside the degree "at" its school.
  const atSchool = degreeAtSchool(entry.header.filter((l) => !GPA_RE.test(l.text) || DEGREE_RE.test(l.text)));
  const split = joinDangling(
    atSchool
      ? [atSchool.degree]
      : joinDanglingPieces(withSchoolShortName(entryPieces(entry.header, KEEP), entry.header, SCHOOL_RE, notSchoolName))
          .filter((p) => !p.place)
          .map((p) => p.text),
  )
    // The grade goes, and the full stop before it ("Sciences Po. GPA: 17/20"); an abbreviation keeps its dot.
    .map((p) =>
      p
        .replace(GPA_ANYWHERE, '')
        .replace(GPA_LABEL_AT_END, '')
        .trim()
        .replace(/(?<!\b\p{L}|\.\p{L}{1,4})\.$/u, '')
        // "University of Porto, 2016 – 2018": the comma before the dates taken out is not part of the name.
        .replace(/\s*[,;]$/, '')
        .replace(SCHOOL_NOTE, ''),
    )
    .map(withoutClassAndSubjects)
    .map(withoutStudyMode)
    .filter((p) => p && !BARE_SCORE.test(p))
    .flatMap(splitAtDegree);
  const parts = withDegreeAbbreviation(tidyStudyValues(split, SHAPES, entry.header), degreeOnly);
  const roles = educationRoles(parts);
  // A degree or field printed under the school, as a short line of the entry's body (a list of the studies).
  let bodyShort: string[] = [];
  if (!roles.degree || !roles.field) {
    // "BEng in Psychology, GPA 3.8/4.0", "BSc in Supply Chain Management. GPA: 8.9/10": the grade and the full stop
    // before it are read apart; a line opening with a degree may be longer (up to ten words), and so may a bold one
    // (up to six: "• **Marine Biology & Ecology**" over "Master of Science", a JSON Resume theme's area and degree).
    const short = entry.body
      .slice(0, 3)
      .map((l) => ({
        bold: boldLine(l),
        t: stripDates(stripBullet(l.text))
          .replace(MINOR, '')
          .replace(FIELD_LABEL, '')
          .replace(GPA_ANYWHERE, '')
          .trim()
          .replace(/(?<!\b\p{L})\.$/u, ''),
      }))
      .filter(({ t, bold }) => t.split(/\s+/).length <= (DEGREE_LEAD.test(t) ? 10 : bold ? 6 : 4))
      .map(({ t }) => t)
      .filter((t) => t && !BARE_SCORE.test(t) && !isLocation(t));
    const more = educationRoles(short);
    roles.degree ??= more.degree;
    if (!roles.field && !/\sin\s/i.test(roles.degree ?? '')) [roles.field, roles.printed] = [more.field, more.printed];
    bodyShort = short;
  }
  // "Filología Hispánica" / "Grado": a degree word alone beside the one other short value of the entry, that
  // value is its field; a town is not ("Abitur, Lindenhof-Gymnasium, Weidenbach").
  const others = [...roles.rest, ...bodyShort].filter(
    (t) =>
      t !== roles.degree &&
      t !== roles.school &&
      /^\p{Lu}/u.test(t) &&
      !NOT_A_FIELD.test(t) &&
      !isLocation(t) &&
      !isKnownCity(t, 'any'),
  );
  // A degree's words alone ("Master of Arts") take the value printed right after them ("Ocean Policy" in italics).
  const bare = (d: string) =>
    BARE_DEGREE.test(d) || BARE_COURSE.test(d) || (degreeOnly(d) && parts[parts.indexOf(d) + 1] === others[0]);
  if (!roles.field && roles.degree && bare(roles.degree) && new Set(others).size === 1) {
    roles.field = others[0] as string;
  }
  // A course named in other words than a degree's, beside its school, is the entry's degree: a field printed
  // without a degree word ("Accounting Coursework") or another short name.
  if (!roles.degree && (roles.school ?? atSchool)) {
    roles.degree = programName(roles.field ? [roles.field] : roles.rest, 1);
    if (roles.degree === roles.field) roles.field = null;
    roles.rest = roles.rest.filter((p) => p !== roles.degree);
  }
  let degree = roles.degree;
  if (degree && roles.field && !FIELD_OF.test(degree.replace(DEGREE_LEAD, ''))) degree = withField(roles);
  const atLine = schoolAfterAt(
    [...entry.header.slice(1), ...entry.body.slice(0, 2)].map((l) => stripBullet(l.text)),
    SCHOOL_RE,
  );
  const university = withWrappedName(
    atSchool?.school ??
      atLine ??
      (roles.school === null ? null : withoutUnit(roles.school)) ??
      roles.rest.find((p) => p !== roles.field && /^[\p{Lu}]/u.test(p) && p.split(/\s+/).length <= 6) ??
      null,
    entry.body[0]?.text,
  );
  if (!university && !degree) return null;
  return { degree, university, startDate: dates?.start ?? null, endDate: dates?.end ?? null, gpa: gpaOf(entry) };
}
