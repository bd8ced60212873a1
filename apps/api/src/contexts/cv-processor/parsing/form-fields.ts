// Entries of a CV printed as a form (the Europass CV of 2004–2012 and its translations): a column of labels, each
// naming the field of the value beside it. The line builder keeps each label on its value's line (`Line.formKey`);
// here the labels say which value is the dates, the position, the employer, the qualification or the school.
import type { EducationDto, EmployerDto } from '@app/contracts/cv-processor/parse-cv';
import type { Line } from '../pdf/layout-types.ts';
import { findDateRange, findSingleDate, type DateRange } from './dates.ts';
import { withoutPlaceOf } from './header-parts.ts';
import { degreeWithField } from './education.ts';
import { gradeIn } from './education-grades.ts';
import { OPEN_END } from './header-wraps.ts';

/** What a form's label names. `note` is any other field (activities, sector, subjects, level): no role. */
export type FormRole = 'dates' | 'title' | 'employer' | 'degree' | 'school' | 'note';

/** Europass labels in English, Italian, French, Spanish, German and Portuguese, and plain form labels. */
const ROLE_LABELS: [Exclude<FormRole, 'note'>, RegExp][] = [
  ['dates', /^(?:dates?|datas|period|periodo|période|fechas?|zeitraum|datum)(?:\s*\([^()]*\))?\s*:?$/i],
  [
    'title',
    /occupation|position held|^(?:job\s+)?(?:title|position|role)$|lavoro o posizione|fonction ou poste|profesi[óo]n o cargo|beruf oder funktion|fun[çc][ãa]o ou cargo/i,
  ],
  ['employer', /employer|^company$|datore di lavoro|employeur|empleador|arbeitgeber|entidade empregadora|empregador/i],
  [
    'degree',
    /qualification awarded|^degree$|titolo della qualifica|intitulé du certificat|t[íi]tulo de la cualificaci[óo]n|bezeichnung der erworbenen|designa[çc][ãa]o da qualifica/i,
  ],
  [
    'school',
    /organi[sz]ation providing|^(?:institution|school|university)$|organizzazione erogatrice|établissement d'enseignement|organisme de formation|centro de estudios|organizaci[óo]n que ha impartido|bildungs-? oder ausbildungseinrichtung|organiza[çc][ãa]o de ensino/i,
  ],
];

/** The field a form's label names. */
export function formRole(label: string): FormRole {
  const text = label.replace(/\s+/g, ' ').trim();
  return ROLE_LABELS.find(([, re]) => re.test(text))?.[0] ?? 'note';
}

type Fields = Partial<Record<Exclude<FormRole, 'note'>, string>> & { notes?: string[] };

/**
 * The entries of a section whose lines carry form labels: a "Dates" field, or a field already filled, opens the next
 * entry; a line without a label continues the field above it when it starts in lower case (a wrapped value). Null
 * when the section is not a form (fewer than two lines labelled with a role of `roles`).
 */
function formEntries(lines: Line[], roles: FormRole[]): Fields[] | null {
  const read = withWrappedLabels(lines);
  const named = read.filter(({ field }) => field && roles.includes(formRole(field.label)));
  if (named.length < 2 || !named.some(({ field }) => formRole((field as Labelled).label) === 'dates')) return null;
  const entries: Fields[] = [];
  let open: keyof Fields | null = null;
  for (const { line, field } of read) {
    const current = entries.at(-1);
    if (!field) {
      // A value wrapped onto a line of its own continues the field above it; a label's wrapped rest ends it.
      const text = line.text.trim();
      const wraps = /^\p{Ll}/u.test(text) || /[,&–-]$/.test(current?.[open ?? 'notes']?.toString() ?? '');
      if (current && open && current[open] && line.segments.length === 1 && wraps)
        current[open] = `${current[open]} ${text}`;
      else if (line.segments.length > 1) open = null;
      continue;
    }
    const role = formRole(field.label);
    if (role === 'note') {
      // Kept with its label: "Final grade: 8.9/10" gives the grade.
      if (current) current.notes = [...(current.notes ?? []), `${field.label}: ${field.text}`];
      open = null;
      continue;
    }
    if (!current || role === 'dates' || current[role] !== undefined) entries.push({});
    (entries.at(-1) as Fields)[role] = field.text;
    open = role;
  }
  return entries;
}

interface Labelled {
  label: string;
  text: string;
}

type Read = { line: Line; field: Labelled | null };

/**
 * A label wrapped over two rows of the form, a value beside each ("Name und Adresse des" / "Arbeitgebers"): the two
 * rows are one field, its label and its value each joined, when the first part ends open and names no role alone and the
 * whole does.
 */
function withWrappedLabels(lines: Line[]): Read[] {
  const out: Read[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const [first, second] = [cellsOf(line), cellsOf(lines[i + 1])];
    const label = `${first?.label} ${second?.label}`;
    if (first && second && OPEN_END.test(first.label) && formRole(first.label) === 'note') {
      if (formRole(label) !== 'note') {
        out.push({ line, field: { label, text: `${first.text} ${second.text}` } });
        i++;
        continue;
      }
    }
    out.push({ line, field: labelled(line) });
  }
  return out;
}

/** A row's label and value, whatever the label names: the label the line builder kept, or the first segment. */
function cellsOf(line: Line | undefined): Labelled | null {
  if (!line) return null;
  const text = (t: string) => t.replace(/\s{2,}/g, ' ').trim();
  if (line.formKey) return { label: line.formKey.trim(), text: text(line.text) };
  const [head, ...rest] = line.segments;
  return head && rest.length ? { label: head.trim(), text: text(rest.join(' ')) } : null;
}

/** Labels of a form's other fields, printed as the first segment of their row. */
const NOTE_LABEL =
  /^(?:main activities|type of business|principal subjects|level in national|final grade|grade|attività|tipo di attività|principali materie|activités|type d'activité|actividades|tipo de empresa|tätigkeiten|branche)/i;

/**
 * A line's form label and value: the label the line builder kept (`Line.formKey`), or a first segment that is a
 * label ("Dates  Oct 2021 – to date", where the label column was read on the value's line).
 */
function labelled(line: Line): Labelled | null {
  const cells = cellsOf(line);
  if (!cells || line.formKey) return cells;
  return formRole(cells.label) === 'note' && !NOTE_LABEL.test(cells.label) ? null : cells;
}

/** A value without the punctuation a form's cell may close with ("Tata Consultancy Services,"). */
const tidy = (text: string) => text.replace(/[\s,;:]+$/, '');

function rangeOf(text: string | undefined): DateRange | null {
  return text ? (findDateRange(text) ?? findSingleDate(text)) : null;
}

/** Positions of a form's work experience, or null when the section is not a form. */
export function formExperience(lines: Line[]): EmployerDto[] | null {
  const entries = formEntries(lines, ['dates', 'title', 'employer']);
  if (!entries) return null;
  return entries
    .filter((e) => e.title || e.employer)
    .map((e) => {
      const dates = rangeOf(e.dates);
      return {
        title: e.title ?? null,
        employer: e.employer ? tidy(withoutPlaceOf(e.employer) || e.employer) : null,
        startDate: dates?.start ?? null,
        endDate: dates?.end ?? null,
      };
    });
}

/** A grade in brackets closing a qualification ("(110/110 cum laude)", "(3.8/4.0)"): its score is the grade. */
const BRACKETED_GRADE = /\s*\(([^()]*?(\d{1,3}(?:[.,]\d{1,2})?\s*\/\s*\d{1,3}(?:[.,]\d{1,2})?)[^()]*)\)\s*$/;

/** Qualifications of a form's education and training, or null when the section is not a form. */
export function formEducation(lines: Line[]): EducationDto[] | null {
  const entries = formEntries(lines, ['dates', 'degree', 'school']);
  if (!entries) return null;
  return entries
    .filter((e) => e.degree || e.school)
    .map((e) => {
      const dates = rangeOf(e.dates);
      const grade = e.degree ? BRACKETED_GRADE.exec(e.degree) : null;
      return {
        degree: e.degree ? degreeWithField(tidy(e.degree.replace(BRACKETED_GRADE, ''))) : null,
        university: e.school ? tidy(withoutPlaceOf(e.school) || e.school) : null,
        startDate: dates?.start ?? null,
        endDate: dates?.end ?? null,
        gpa: grade ? (grade[2] as string).replace(/\s+/g, '') : gradeIn([e.degree ?? '', ...(e.notes ?? [])]),
      };
    });
}
