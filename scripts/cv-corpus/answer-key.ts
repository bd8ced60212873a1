// The answer key of one rendering: what the parse response must say, given the content and what the template
// prints (a theme that prints only years cannot be expected to give months). Conventions of docs/cv-processing.md.
import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import type { CvContent } from './content.ts';

/** What a template shows of the content. */
export interface PrintProfile {
  /** Months are printed (dates `YYYY-MM`), else years only (`YYYY`). */
  months: boolean;
  /** Start dates of studies are printed. */
  studyStart: boolean;
  gpa: boolean;
  /** Awards are printed as a section of their own (they are the highlights). */
  awards: boolean;
  skills: boolean;
  /** Profile URLs are present (printed or as link annotations). */
  profiles: boolean;
  website: boolean;
  phone: boolean;
  /** The degree is printed with its field ("Degree in Field" in the key), else the degree alone. */
  degreeField: boolean;
  /** The degree and its field are printed as one value, a space between ("MSc Electrical Engineering"): kept so. */
  degreeSpaced?: boolean;
  /** A study without a start date still shows its end date (some themes then print no date at all). */
  studyEndAlone?: boolean;
  /** Study dates carry months too (default: as `months`); some themes print only the years of a study. */
  studyMonths?: boolean;
}

/** What a layout prints: everything, unless `differs` says otherwise. */
export const printProfile = (differs: Partial<PrintProfile> = {}): PrintProfile => ({
  months: true,
  studyStart: true,
  gpa: true,
  awards: true,
  skills: true,
  profiles: true,
  website: true,
  phone: true,
  degreeField: true,
  ...differs,
});

const date = (d: string | null, months: boolean) => (d === null ? null : months ? d.slice(0, 7) : d.slice(0, 4));

export function answerKey(c: CvContent, p: PrintProfile): CvParseResponse {
  const links = [
    ...(p.website && c.basics.url ? [c.basics.url] : []),
    ...(p.profiles ? c.basics.profiles.map((x) => x.url) : []),
  ];
  return {
    fullName: c.basics.name,
    email: c.basics.email,
    phoneNumber: p.phone ? c.basics.phone : null,
    socialMedias: links,
    skills: p.skills ? c.skills.flatMap((g) => g.keywords) : [],
    employerDtos: c.work.map((w) => ({
      title: w.position,
      employer: w.name,
      startDate: date(w.startDate, p.months),
      endDate: w.endDate === null ? 'present' : date(w.endDate, p.months),
    })),
    educationDtos: c.education.map((e) => ({
      degree: p.degreeField ? `${e.studyType}${p.degreeSpaced ? ' ' : ' in '}${e.area}` : e.studyType,
      university: e.institution,
      startDate: p.studyStart ? date(e.startDate, p.studyMonths ?? p.months) : null,
      endDate: e.startDate === null && p.studyEndAlone === false ? null : date(e.endDate, p.studyMonths ?? p.months),
      gpa: p.gpa ? e.score : null,
    })),
    highlights: p.awards ? c.awards.map((a) => a.title) : [],
  };
}

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ');

/**
 * Checks a key against the PDF's own text (and link targets): every name, e-mail, title, employer, school and
 * skill of the key must be printed. A mismatch is a bug of the profile, reported so the corpus never lies.
 */
export function auditKey(key: CvParseResponse, pdfText: string, linkTargets: string[]): string[] {
  const hay = norm(pdfText);
  const flat = hay.replace(/\s/g, '');
  const words = new Set(hay.split(/[\s,.;:()|]+/));
  // A value wrapped around another column's text ("Universidade de" / "2015 – 2017" / "São Paulo.") is still printed.
  const has = (v: string) =>
    hay.includes(norm(v)) ||
    flat.includes(norm(v).replace(/\s/g, '')) ||
    norm(v)
      .split(/[\s,.;:()|]+/)
      .filter(Boolean)
      .every((w) => words.has(w));
  const problems: string[] = [];
  const want = (what: string, v: string | null) => {
    if (v && !has(v)) problems.push(`${what} not printed: ${v}`);
  };
  want('name', key.fullName);
  if (key.email && !has(key.email) && !linkTargets.some((l) => l.includes(key.email as string)))
    problems.push(`email not present: ${key.email}`);
  if (key.phoneNumber && !pdfText.replace(/\D/g, '').includes(key.phoneNumber.replace(/\D/g, '')))
    problems.push(`phone not printed: ${key.phoneNumber}`);
  // Every year a key expects is printed somewhere (a template that drops a date must say so in its profile).
  const year = (what: string, d: string | null) => {
    if (d && d !== 'present' && !pdfText.includes(d.slice(0, 4))) problems.push(`${what} year not printed: ${d}`);
  };
  for (const e of key.employerDtos) {
    want('title', e.title);
    want('employer', e.employer);
    year('start', e.startDate);
    year('end', e.endDate);
  }
  for (const e of key.educationDtos) {
    want('school', e.university);
    want('gpa', e.gpa);
    year('study start', e.startDate);
    year('study end', e.endDate);
  }
  for (const s of key.skills) want('skill', s);
  for (const h of key.highlights) want('highlight', h);
  for (const url of key.socialMedias) {
    const bare = url.replace(/^https?:\/\//, '');
    if (!has(bare) && !linkTargets.some((l) => l.replace(/\/$/, '').endsWith(bare)))
      problems.push(`link absent: ${url}`);
  }
  return problems;
}
