// The second content style of the corpus: the same seeded skeleton as content.ts (people, dates, counts), with
// professions outside software, other heading words, other date styles, e-mails and phones of other shapes and
// employers with legal suffixes or place-like names. Families built on it are scored blind (corpus version 6).
import { makeContent, monthYear, rng, type CvContent } from './content.ts';
import { EMAIL_SHAPES, HEADINGS, PROFESSIONS, SERVICE_PHONES, SERVICE_SCHOOLS } from './vocabulary-services.ts';

/** "Jan 2020 – Present", "03/2019 – 11/2021", "2019.03 – 2021.11", "March 2018 to June 2020", "2016 – 2019" / "Since 2021". */
export type DateStyle = 'abbr' | 'numeric' | 'iso-dot' | 'words' | 'since';
export interface ServicesStyle {
  dates: DateStyle;
  headings: { work: string; education: string; skills: string; awards: string; summary: string };
}

function one(style: DateStyle, iso: string): string {
  const y = iso.slice(0, 4);
  if (style === 'abbr') return `${monthYear(iso).slice(0, 3)} ${y}`;
  if (style === 'numeric') return `${iso.slice(5, 7)}/${y}`;
  if (style === 'iso-dot') return `${y}.${iso.slice(5, 7)}`;
  if (style === 'words') return monthYear(iso);
  return y;
}

/** A date range in the style; `null` end is a current position. */
export function printRange(style: DateStyle, start: string | null, end: string | null): string {
  if (style === 'since' && start && !end) return `Since ${one(style, start)}`;
  const joiner = style === 'words' ? ' to ' : ' – ';
  const last = end ? one(style, end) : style === 'words' ? 'present' : 'Present';
  return start ? `${one(style, start)}${joiner}${last}` : last;
}

/** Months are printed in every style but "since" (years only). */
export const printsMonths = (style: DateStyle) => style !== 'since';

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .replace(/ø/gi, 'o')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

export function makeServicesContent(seed: number): CvContent {
  const base = makeContent(seed);
  const r = rng(seed * 7 + 3);
  const job = r.pick(PROFESSIONS);
  const [first = '', ...rest] = base.basics.name.split(' ');
  const f = ascii(first);
  const l = ascii(rest[rest.length - 1] ?? 'doe');
  const email = r
    .pick(EMAIL_SHAPES)
    .replace('{f0}', f.slice(0, 1))
    .replace('{f}', f)
    .replace('{l}', l)
    .replace('{F}', f.toUpperCase())
    .replace('{L}', l.toUpperCase())
    .replace('{n}', String(r.int(2, 98)));
  const work = base.work.map((w) => ({
    ...w,
    name: r.pick(job.employers),
    position: r.pick(job.titles),
    highlights: r.sample(job.bullets, Math.min(w.highlights.length, 3)),
  }));
  const education = base.education.map((e) => {
    const [studyType, area] = r.pick(job.degrees);
    return { ...e, studyType, area, institution: r.pick(SERVICE_SCHOOLS) };
  });
  const skills = job.skills.slice(0, base.skills.length ? r.int(1, 2) : 0).map(([name, words]) => ({
    name,
    keywords: r.sample(words, r.int(3, words.length)),
  }));
  const style: ServicesStyle = {
    dates: r.pick(['abbr', 'numeric', 'iso-dot', 'words', 'since'] as const),
    headings: {
      work: r.pick(HEADINGS.work),
      education: r.pick(HEADINGS.education),
      skills: r.pick(HEADINGS.skills),
      awards: r.pick(HEADINGS.awards),
      summary: r.pick(HEADINGS.summary),
    },
  };
  const phone = base.basics.phone === null ? null : r.pick(SERVICE_PHONES).replace(/#/g, () => String(r.int(0, 9)));
  return {
    ...base,
    basics: {
      ...base.basics,
      label: work[0]?.position ?? 'Registered Nurse',
      email,
      phone,
      url: null,
      profiles: base.basics.profiles.filter((p) => p.network === 'LinkedIn'),
      summary: `${r.pick(['Reliable', 'Caring', 'Organised', 'Energetic'])} ${(work[0]?.position ?? 'professional').toLowerCase()} with ${
        2025 - Number(base.work[base.work.length - 1]?.startDate.slice(0, 4) ?? 2020)
      } years of experience, calm under pressure and at ease with people.`,
    },
    work,
    education,
    skills,
    awards: base.awards.length
      ? r.sample(job.awards, Math.min(base.awards.length, job.awards.length)).map((title) => ({ title }))
      : [],
    style,
  };
}

/** The date printer of a content: its own style when it has one, else the renderer's. */
type Range = (start: string | null, end: string | null, dash?: string) => string;
export function rangeOf(c: CvContent, fallback: Range): Range {
  const style = c.style;
  return style ? (start, end) => printRange(style.dates, start, end) : fallback;
}

/** Whether a layout printing `c` shows months: the content's style decides when it has one. */
export const monthsOf = (c: CvContent, fallback: boolean) => (c.style ? printsMonths(c.style.dates) : fallback);
