// JSON Resume themes from npm, rendered to HTML by `resumed` and printed to PDF by the system Chromium.
import type { Browser } from 'playwright-core';
import { render } from 'resumed';
import type { CvContent } from './content.ts';
import { printProfile, type PrintProfile } from './answer-key.ts';
import { printHtml } from './render-html.ts';

export interface ThemeFamily {
  family: string;
  theme: string;
  licence: string;
  profile: PrintProfile;
}

const base: PrintProfile = printProfile({ gpa: false, website: false });

/** What each theme prints, checked against the PDF text by the corpus audit. */
export const THEMES: ThemeFamily[] = [
  { family: 'jsonresume-even', theme: 'jsonresume-theme-even', licence: 'MIT', profile: { ...base, website: true } },
  // Elegant, stackoverflow and macchiato print the study's score (bare "3.62", "Grade: 3.62"); stackoverflow prints
  // no date for a study without a start date; stackoverflow and macchiato print the degree and its area as one value
  // ("MSc Industrial Design").
  {
    family: 'jsonresume-elegant',
    theme: 'jsonresume-theme-elegant',
    licence: 'MIT',
    profile: { ...base, gpa: true, website: true },
  },
  {
    family: 'jsonresume-stackoverflow',
    theme: 'jsonresume-theme-stackoverflow',
    licence: 'MIT',
    profile: { ...base, website: true, gpa: true, studyEndAlone: false, degreeSpaced: true },
  },
  {
    family: 'jsonresume-macchiato',
    theme: 'jsonresume-theme-macchiato',
    licence: 'MIT',
    profile: { ...base, gpa: true, degreeSpaced: true },
  },
  { family: 'jsonresume-flat', theme: 'jsonresume-theme-flat', licence: 'MIT', profile: { ...base } },
  // Added in corpus version 4, scored blind. Kendall prints only the years of a study (month names for jobs) and
  // the score as "Grade: …"; paper sets section names, dates and award titles in a left label column, dates as
  // written in the resume.json ("2019-05-01 to Present", none for a study without a start), and no profile links.
  {
    family: 'jsonresume-kendall',
    theme: 'jsonresume-theme-kendall',
    licence: 'MIT',
    profile: { ...base, gpa: true, website: true, studyMonths: false },
  },
  {
    family: 'jsonresume-paper',
    theme: 'jsonresume-theme-paper',
    licence: 'MIT',
    profile: { ...base, gpa: true, website: true, profiles: false, studyEndAlone: false },
  },
  // Added in corpus version 5, scored blind. Onepage prints "Name, Headline" on one line, section names in a left
  // column, ISO dates, "Degree - Field", no website and no date for a study without a start; spartan prints the company over its
  // dates over the title, the years of a study, and profile links under the user name.
  {
    family: 'jsonresume-onepage',
    theme: 'jsonresume-theme-onepage',
    licence: 'MIT',
    profile: { ...base, gpa: true, studyEndAlone: false },
  },
  {
    family: 'jsonresume-spartan',
    theme: 'jsonresume-theme-spartan',
    licence: 'MIT',
    profile: { ...base, gpa: true, website: true, studyMonths: false },
  },
];

/** The content as a resume.json; older themes read `company`/`website`, newer ones `name`/`url`, so both are set. */
export function toResumeJson(c: CvContent) {
  return {
    basics: {
      ...c.basics,
      phone: c.basics.phone ?? undefined,
      url: c.basics.url ?? undefined,
      website: c.basics.url ?? undefined,
    },
    work: c.work.map((w) => ({
      ...w,
      company: w.name,
      location: w.location ?? undefined,
      endDate: w.endDate ?? undefined,
    })),
    education: c.education.map((e) => ({
      ...e,
      startDate: e.startDate ?? undefined,
      score: e.score ?? undefined,
      gpa: e.score ?? undefined,
    })),
    // Some themes rewrite the resume in place (Markdown in skills): they get a deep copy.
    skills: c.skills,
    awards: c.awards,
    languages: c.languages,
    interests: c.interests,
  };
}

export async function renderTheme(browser: Browser, t: ThemeFamily, c: CvContent): Promise<Buffer> {
  const theme = (await import(t.theme)) as { default?: unknown };
  const html = (await render(structuredClone(toResumeJson(c)) as never, (theme.default ?? theme) as never))
    // Some themes escape the paragraphs their Markdown step produced; a real export would not show the tags.
    .replace(/&lt;\/?p&gt;/g, '');
  return printHtml(browser, html);
}
