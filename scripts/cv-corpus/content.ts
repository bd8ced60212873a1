// Fictional CV content drawn from a seed: the same seed gives the same person, so the corpus is reproducible.
// The shape is JSON Resume's (https://jsonresume.org/schema), which every renderer of the corpus reads.

import {
  FIRST,
  LAST,
  PLACES,
  STREETS,
  PHONES,
  EMAIL_HOSTS,
  EMPLOYERS,
  TITLES,
  BULLETS,
  SCHOOLS,
  DEGREES,
  AREAS,
  SKILL_GROUPS,
  AWARDS,
  LANGUAGES,
  INTERESTS,
} from './vocabulary.ts';
import type { ServicesStyle } from './content-services.ts';

export interface Profile {
  network: string;
  username: string;
  url: string;
}
export interface Work {
  name: string;
  position: string;
  location: string | null;
  startDate: string;
  endDate: string | null;
  highlights: string[];
}
export interface Study {
  institution: string;
  area: string;
  studyType: string;
  startDate: string | null;
  endDate: string;
  score: string | null;
}
export interface SkillGroup {
  name: string;
  keywords: string[];
}
export interface CvContent {
  seed: number;
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string | null;
    url: string | null;
    summary: string;
    location: { city: string; countryCode: string; region: string; address: string };
    profiles: Profile[];
  };
  work: Work[];
  education: Study[];
  skills: SkillGroup[];
  awards: { title: string }[];
  languages: { language: string; fluency: string }[];
  interests: { name: string }[];
  /** The second content style (content-services.ts): its date style and heading words, which renderers honour. */
  style?: ServicesStyle;
}

/** mulberry32: a tiny seeded generator, enough for picking content. */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2019-05-01" -> "May 2019", as printed résumés write a date. */
export const monthYear = (iso: string) => `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const chance = (p: number) => next() < p;
  const sample = <T>(xs: readonly T[], n: number): T[] => {
    const pool = [...xs];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, chance, sample };
}

const pad = (n: number) => String(n).padStart(2, '0');

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .replace(/ø/gi, 'o')
    .replace(/[^a-zA-Z ]/g, '')
    .toLowerCase();
}

/** One person: 1–12 positions (newest first, without overlaps), 0–3 studies, optional fields sometimes left out. */
export function makeContent(seed: number): CvContent {
  const r = rng(seed);
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  const name = r.chance(0.15) ? `${first} ${r.pick(['A.', 'M.', 'J.'])} ${last}` : `${first} ${last}`;
  const [city, countryCode, region] = r.pick(PLACES);
  const user = slug(`${first}${last}`).replace(/ /g, '');
  const phone = r.chance(0.9) ? r.pick(PHONES).replace(/#/g, () => String(r.int(0, 9))) : null;
  const profiles: Profile[] = [];
  if (r.chance(0.75)) profiles.push({ network: 'LinkedIn', username: user, url: `https://linkedin.com/in/${user}` });
  if (r.chance(0.6)) profiles.push({ network: 'GitHub', username: user, url: `https://github.com/${user}` });
  const positions = r.pick([1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 8, 12]);
  const work: Work[] = [];
  let year = 2025 - r.int(0, 1);
  let month = r.int(1, 12);
  for (let i = 0; i < positions; i++) {
    const current = i === 0 && r.chance(0.6);
    const endY = year;
    const endM = month;
    const months = r.int(positions > 6 ? 5 : 8, positions > 6 ? 18 : 40);
    const startIndex = endY * 12 + endM - 1 - months;
    const startY = Math.floor(startIndex / 12);
    const startM = (startIndex % 12) + 1;
    work.push({
      name: r.pick(EMPLOYERS),
      position: r.pick(TITLES),
      location: r.chance(0.6) ? `${r.pick(PLACES)[0]}, ${r.pick(PLACES)[2]}` : null,
      startDate: `${startY}-${pad(startM)}-01`,
      endDate: current ? null : `${endY}-${pad(endM)}-01`,
      highlights: r.sample(BULLETS, r.int(positions > 6 ? 0 : 1, 3)),
    });
    const gap = r.int(0, 3);
    year = Math.floor((startIndex - gap) / 12);
    month = ((startIndex - gap) % 12) + 1;
  }
  const studies = r.pick([0, 1, 1, 1, 2, 2, 3]);
  const education: Study[] = [];
  let endYear = Math.min(year, 2023);
  for (let i = 0; i < studies; i++) {
    const type = r.pick(DEGREES);
    const length = /phd/i.test(type) ? 4 : /master|msc|mba|ma$/i.test(type) ? 2 : 3;
    education.push({
      institution: r.pick(SCHOOLS),
      area: r.pick(AREAS),
      studyType: type,
      startDate: r.chance(0.85) ? `${endYear - length}-${pad(r.pick([9, 10]))}-01` : null,
      endDate: `${endYear}-${pad(r.pick([6, 7]))}-01`,
      score: r.chance(0.4) ? r.pick(['3.8/4.0', '3.62', '17/20', '1.3', '8.9/10', '3.9']) : null,
    });
    endYear -= length + r.int(0, 2);
  }
  const groups = r.sample(SKILL_GROUPS, r.int(0, 4));
  return {
    seed,
    basics: {
      name,
      label: work[0]?.position ?? 'Software Engineer',
      email: `${user.slice(0, 14)}${r.int(1, 99)}@${r.pick(EMAIL_HOSTS)}`,
      phone,
      url: r.chance(0.3) ? `https://${user.slice(0, 12)}.dev` : null,
      summary: `${r.pick(['Pragmatic', 'Curious', 'Detail-oriented', 'Hands-on'])} professional with ${
        2025 - year
      } years of experience who enjoys turning messy problems into simple, reliable products.`,
      location: { city, countryCode, region, address: r.pick(STREETS) },
      profiles,
    },
    work,
    education,
    skills: groups.map(([group, words]) => ({ name: group, keywords: r.sample(words, r.int(3, 6)) })),
    awards: r.chance(0.4) ? r.sample(AWARDS, r.int(1, 3)).map((title) => ({ title })) : [],
    languages: r
      .sample(LANGUAGES, r.int(1, 3))
      .map((language) => ({ language, fluency: r.pick(['Native', 'Fluent', 'B2']) })),
    interests: r.chance(0.5) ? r.sample(INTERESTS, 2).map((n) => ({ name: n })) : [],
  };
}
