import type { CvParseResponse, EducationDto, EmployerDto } from '@app/contracts/cv-processor/parse-cv';

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
}
type Field =
  'fullName' | 'email' | 'phoneNumber' | 'socialMedias' | 'skills' | 'highlights' | 'employerDtos' | 'educationDtos';
export interface Counts {
  all: Tally;
  byField: Record<Field, Tally>;
}

const FIELDS: Field[] = [
  'fullName',
  'email',
  'phoneNumber',
  'socialMedias',
  'skills',
  'highlights',
  'employerDtos',
  'educationDtos',
];
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0 });

export function emptyCounts(): Counts {
  return { all: tally(), byField: Object.fromEntries(FIELDS.map((f) => [f, tally()])) as Record<Field, Tally> };
}

export function addCounts(into: Counts, from: Counts) {
  for (const f of FIELDS) for (const k of ['tp', 'fp', 'fn'] as const) into.byField[f][k] += from.byField[f][k];
  for (const k of ['tp', 'fp', 'fn'] as const) into.all[k] += from.all[k];
}

export function f1(t: Tally): number {
  if (t.tp + t.fp + t.fn === 0) return 1;
  return (2 * t.tp) / (2 * t.tp + t.fp + t.fn);
}

const text = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐-―]/g, '-')
    // A typeset apostrophe is the same letter as a typed one ("O’Connor" = "O'Connor").
    .replace(/[’‘ʼ]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[.,;:\s]+$/, '')
    .trim();
const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');
const url = (s: string) =>
  s
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

function employerKey(e: EmployerDto) {
  return [text(e.title), text(e.employer), e.startDate ?? '', e.endDate ?? ''].join('|');
}

function degreeOk(predicted: string | null, expected: string | null) {
  const p = text(predicted);
  const e = text(expected);
  // expected.json convention: "PhD" alone matches "PhD in Computer Science".
  return p === e || (p.length > 0 && e.startsWith(`${p} in `));
}

function educationMatch(p: EducationDto, e: EducationDto) {
  return (
    text(p.university) === text(e.university) &&
    degreeOk(p.degree, e.degree) &&
    p.startDate === e.startDate &&
    p.endDate === e.endDate &&
    text(p.gpa) === text(e.gpa)
  );
}

function matchLists<T>(predicted: T[], expected: T[], same: (p: T, e: T) => boolean): Tally {
  const used = new Set<number>();
  let tp = 0;
  for (const p of predicted) {
    const i = expected.findIndex((e, idx) => !used.has(idx) && same(p, e));
    if (i >= 0) {
      used.add(i);
      tp++;
    }
  }
  return { tp, fp: predicted.length - tp, fn: expected.length - tp };
}

function scalar(p: string | null, e: string | null, norm: (s: string | null) => string): Tally {
  const pn = p ? norm(p) : '';
  const en = e ? norm(e) : '';
  if (!pn && !en) return tally();
  if (pn && en && pn === en) return { tp: 1, fp: 0, fn: 0 };
  return { tp: 0, fp: pn ? 1 : 0, fn: en ? 1 : 0 };
}

/** Field-level comparison of one parse against its label; `misses` names what differed, for the report. */
export function compareCv(p: CvParseResponse, e: CvParseResponse) {
  const counts = emptyCounts();
  const set = (f: Field, t: Tally) => {
    counts.byField[f] = t;
    for (const k of ['tp', 'fp', 'fn'] as const) counts.all[k] += t[k];
  };
  set('fullName', scalar(p.fullName, e.fullName, text));
  set('email', scalar(p.email, e.email, text));
  set('phoneNumber', scalar(p.phoneNumber, e.phoneNumber, digits));
  set(
    'socialMedias',
    matchLists(p.socialMedias, e.socialMedias, (a, b) => url(a) === url(b)),
  );
  set(
    'skills',
    matchLists(p.skills, e.skills, (a, b) => text(a) === text(b)),
  );
  set(
    'highlights',
    matchLists(p.highlights, e.highlights, (a, b) => text(a) === text(b)),
  );
  set(
    'employerDtos',
    matchLists(p.employerDtos, e.employerDtos, (a, b) => employerKey(a) === employerKey(b)),
  );
  set('educationDtos', matchLists(p.educationDtos, e.educationDtos, educationMatch));
  const misses = FIELDS.filter((f) => counts.byField[f].fp + counts.byField[f].fn > 0).map((f) => {
    const t = counts.byField[f];
    return `${f} (+${t.fp}/-${t.fn})`;
  });
  return {
    counts,
    emailOk: text(p.email) === text(e.email),
    phoneOk: digits(p.phoneNumber) === digits(e.phoneNumber),
    nameOk: text(p.fullName) === text(e.fullName),
    misses,
  };
}
