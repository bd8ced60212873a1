// The words CVs use for their section headings, by the kind of section they open (docs/cv-processing.md, stage 5).
import { FOREIGN_HEADINGS, FOREIGN_SKILLS_WORD } from './section-vocabulary-foreign.ts';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'highlights'
  | 'certifications'
  | 'publications'
  | 'languages'
  | 'interests'
  | 'references'
  | 'volunteer'
  | 'contact'
  | 'other';

/** Heading words and their synonyms; matched against the whole normalised heading. */
const KEYWORDS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'profile',
    'professional summary',
    'profile summary',
    'executive summary',
    'about',
    'about me',
    'about myself',
    'objective',
    'career objective',
    'personal statement',
    'overview',
    'career summary',
    'professional profile',
    'personal profile',
    'introduction',
    'bio',
  ],
  experience: [
    'experience',
    'experiences',
    'work',
    'work experience',
    'work experiences',
    'working experience',
    'professional experience',
    'professional experiences',
    'employment',
    'employment history',
    'work history',
    'career history',
    'professional history',
    'relevant experience',
    'relevant work experience',
    'professional background',
    'employment record',
    'internships',
    'internship experience',
    // AltaCV users split their positions in two: "Current Position" on the first page, "Previous Experience" after.
    'current position',
    'current role',
    'positions',
    'positions held',
    'career',
    'earlier career',
    'early career',
    'positions held',
    'previous positions',
    'industry experience',
    'research experience',
    'teaching experience',
    // An academic CV's positions.
    'appointments',
    'academic appointments',
    'academic positions',
    'academic employment',
    'research positions',
    'professional appointments',
  ],
  education: [
    'education',
    'academic background',
    'academics',
    'education and training',
    'academic qualifications',
    'academic qualification',
    'educational qualification',
    'educational qualifications',
    'educational details',
    'academic details',
    'academic profile',
    'educational background',
    'qualifications',
    'education and qualifications',
    'education history',
    'academic history',
    'studies',
    'degrees',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'professional skills',
    'key skills',
    'competencies',
    'core competencies',
    'technologies',
    'tech stack',
    'stack',
    'tools',
    'expertise',
    'areas of expertise',
    'skills and tools',
    'technical proficiencies',
    'skills and expertise',
    'skills and abilities',
    'skill set',
    'skillset',
    'technical expertise',
    'tools and technologies',
    'technologies and tools',
    'languages and technologies',
    'programming languages',
    'programming skills',
    'skills and interests',
    'skills summary',
    'strengths',
    'key strengths',
    'computer skills',
    'it skills',
    'technical competencies',
    'software',
    // A heading that leads into a list of what the CV knows: "Experience in" (over a list of tools), "Knowledge of".
    'experience in',
    'experienced in',
    'experience with',
    'knowledge',
    'knowledge of',
    'familiar with',
    'proficient in',
    'working knowledge of',
  ],
  projects: [
    'projects',
    // A whole heading in the singular (OpenResume's "PROJECT"); as a word in a longer line it is a title's.
    'project',
    'personal projects',
    'selected projects',
    'side projects',
    'academic projects',
    'key projects',
    // "Project Experience": the projects a student lists, under the singular the core words leave to "experience".
    'project experience',
    'open source',
    'portfolio',
  ],
  highlights: [
    'honors',
    'honours',
    'awards',
    'achievements',
    'accomplishments',
    'selected honors',
    'honors and awards',
    'awards and honors',
    'awards and honours',
    'honours and awards',
    'highlights',
    'key achievements',
    'scholarships',
    'awards and achievements',
    'career highlights',
    'recognition',
    'competitions',
    'contests',
    'awards and competitions',
    'competitions and awards',
    'prizes',
    'distinctions',
    'accolades',
    'fellowships',
    'grants',
    'grants and awards',
    'awards and grants',
    'fellowships and awards',
    'scholarships and awards',
    'awards and scholarships',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licenses and certifications',
    'certifications and training',
    'courses',
    'training',
    'professional development',
    'licences',
  ],
  publications: [
    'publications',
    'papers',
    'patents',
    'talks',
    'invited talks',
    'presentations',
    'research',
    'selected publications',
    'peer reviewed publications',
    'journal articles',
    'conference papers',
    'working papers',
    // The other lists of an academic CV: research output and service, never positions or awards.
    'grants',
    'research grants',
    'grants and funding',
    'funding',
    'teaching',
    'courses taught',
  ],
  languages: ['languages', 'language', 'spoken languages', 'language skills'],
  // Boxes of sidebar templates that are about the person, not positions: never read as experience.
  interests: [
    'interests',
    'hobbies',
    'hobbies and interests',
    'personal interests',
    // JSON Resume's "paper" theme: its interests under a bare "Personal".
    'personal',
    'passions',
    'most proud of',
    'proudest moments',
    'a day of my life',
    'my life philosophy',
    'life philosophy',
  ],
  references: ['references', 'referees'],
  volunteer: [
    'volunteer',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'leadership',
    'activities',
    'extracurricular activities',
    'leadership and activities',
    'community',
    'community service',
    'involvement',
    'campus involvement',
    'on campus involvement',
  ],
  contact: [
    'contact',
    'contacts',
    'contact me',
    'links',
    'contact information',
    'contact details',
    'socials',
    'social',
    'profiles',
    'online profiles',
    'personal details',
    'details',
    'personal information',
    'find me',
    'get in touch',
  ],
};

/**
 * Headings are looked up without their accents: CVs typed without them ("Competences", "Experiences
 * professionnelles") or with the wrong one ("Expèriences") name the same sections.
 */
const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const KEYWORD_KIND = new Map<string, SectionKind>();
/** Letter-spaced headings ("W O R K E X P E R I E N C E") lose their word breaks: looked up without spaces too. */
const SPACELESS_KIND = new Map<string, SectionKind>();
const ALL_HEADINGS = [
  ...Object.entries(KEYWORDS).flatMap(([kind, words]) =>
    words.map((w): [string, SectionKind] => [w, kind as SectionKind]),
  ),
  ...FOREIGN_HEADINGS,
];
for (const [word, kind] of ALL_HEADINGS) {
  KEYWORD_KIND.set(unaccented(word), kind);
  SPACELESS_KIND.set(unaccented(word).replace(/ /g, ''), kind);
}

const CORE_WORDS: [RegExp, SectionKind][] = [
  [/\bskills?\b/, 'skills'],
  [/\bexperiences?\b|\bemployment\b/, 'experience'],
  [/\beducation\b/, 'education'],
  // Plural only: "Project Coordinator" is a job title.
  [/\bprojects\b/, 'projects'],
  [/\bcertifications?\b|\blicen[cs]es\b/, 'certifications'],
  [/\bawards?\b|\bhono(u)?rs\b|\bachievements\b/, 'highlights'],
  // "Extracurricular Activities and Competitions": clubs and contests, never employers.
  [/\bextra-?curricular\b|\bactivities\b/, 'volunteer'],
];

export function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The kind a heading's words name: the whole heading, or the earliest core word of a short compound heading. */
export function vocabularyKind(text: string): { kind: SectionKind; exact: boolean } | null {
  const heading = normaliseHeading(text);
  const bare = unaccented(heading);
  const exact = KEYWORD_KIND.get(bare) ?? SPACELESS_KIND.get(bare.replace(/ /g, ''));
  if (exact) return { kind: exact, exact: true };
  // "Skills & Awards", "Work & Volunteer Experience": the core word printed first decides.
  if (heading.split(' ').length > 4) return null;
  let best: { kind: SectionKind; at: number } | null = null;
  for (const [re, kind] of [...CORE_WORDS, [FOREIGN_SKILLS_WORD, 'skills'] as const]) {
    const at = (re === FOREIGN_SKILLS_WORD ? bare : heading).search(re);
    if (at >= 0 && (!best || at < best.at)) best = { kind, at };
  }
  return best ? { kind: best.kind, exact: false } : null;
}
