import type { Line } from '../pdf/layout-types.ts';

export type SectionKind =
  | 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'highlights' | 'certifications'
  | 'publications' | 'languages' | 'interests' | 'references' | 'volunteer' | 'contact' | 'other';

export interface Section {
  kind: SectionKind;
  title: string;
  lines: Line[];
}

/** Heading words and their synonyms; matched against the whole normalised heading. */
const KEYWORDS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: ['summary', 'profile', 'professional summary', 'about', 'about me', 'objective', 'career objective', 'personal statement', 'overview', 'career summary', 'professional profile'],
  experience: ['experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history', 'career history', 'relevant experience', 'professional background', 'internships', 'internship experience', 'career', 'positions held', 'industry experience', 'research experience', 'teaching experience'],
  education: ['education', 'academic background', 'academics', 'education and training', 'academic qualifications', 'educational background', 'qualifications', 'education history', 'studies'],
  skills: ['skills', 'technical skills', 'core skills', 'key skills', 'competencies', 'core competencies', 'technologies', 'tech stack', 'tools', 'expertise', 'areas of expertise', 'skills and tools', 'technical proficiencies', 'skills and expertise', 'skill set', 'skillset', 'technical expertise', 'tools and technologies', 'programming skills', 'skills and interests', 'skills summary'],
  projects: ['projects', 'personal projects', 'selected projects', 'side projects', 'academic projects', 'key projects', 'open source', 'portfolio'],
  highlights: ['honors', 'honours', 'awards', 'achievements', 'accomplishments', 'selected honors', 'honors and awards', 'awards and honors', 'awards and honours', 'highlights', 'key achievements', 'scholarships', 'awards and achievements', 'career highlights', 'recognition'],
  certifications: ['certifications', 'certificates', 'certification', 'licenses', 'licenses and certifications', 'certifications and training', 'courses', 'training', 'professional development', 'licences'],
  publications: ['publications', 'papers', 'patents', 'talks', 'invited talks', 'presentations', 'research', 'selected publications'],
  languages: ['languages', 'spoken languages', 'language skills'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'personal interests'],
  references: ['references', 'referees'],
  volunteer: ['volunteer', 'volunteering', 'volunteer experience', 'leadership', 'activities', 'extracurricular activities', 'leadership and activities', 'community'],
  contact: ['contact', 'links', 'contact information', 'contact details', 'socials', 'online profiles', 'personal details', 'personal information'],
};
const KEYWORD_KIND = new Map<string, SectionKind>();
for (const [kind, words] of Object.entries(KEYWORDS)) for (const w of words) KEYWORD_KIND.set(w, kind as SectionKind);

const CORE_WORDS: [RegExp, SectionKind][] = [
  [/\bskills?\b/, 'skills'],
  [/\bexperience\b|\bemployment\b/, 'experience'],
  [/\beducation\b/, 'education'],
  [/\bprojects?\b/, 'projects'],
  [/\bcertifications?\b|\blicen[cs]es\b/, 'certifications'],
  [/\bawards?\b|\bhono(u)?rs\b|\bachievements\b/, 'highlights'],
];

/** "Skills & Awards", "Work & Volunteer Experience": the first core word decides. */
function partialKind(heading: string): SectionKind | undefined {
  if (heading.split(' ').length > 4) return undefined;
  return CORE_WORDS.find(([re]) => re.test(heading))?.[1];
}

export function normaliseHeading(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/[^\p{L}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A line is a heading by a score: known heading words, bold, capitals, a larger size than the body and space
 * above it. Known words need one layout signal; unknown words need a strong layout.
 */
export function headingKind(line: Line, bodySize: number, bodyGap: number): SectionKind | null {
  const text = line.text.trim();
  const words = text.split(/\s+/);
  if (words.length > 6 || text.length > 48 || /[.@]$|\d{3}/.test(text) || /^[•●▪◦*-]/.test(text)) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return null;
  const isCaps = letters === letters.toUpperCase() && letters.length > 3;
  const isLarger = line.size >= bodySize * 1.12;
  const spaced = line.gapAbove >= bodyGap * 1.35 || line.gapAbove === 0;
  const style = (line.bold ? 1 : 0) + (isCaps ? 1 : 0) + (isLarger ? 1.5 : 0) + (spaced ? 0.5 : 0);
  const kind = KEYWORD_KIND.get(normaliseHeading(text)) ?? partialKind(normaliseHeading(text));
  if (kind) return style >= 1 || text.endsWith(':') ? kind : null;
  if (line.segments.length > 1 || /[,;:]/.test(text)) return null;
  return style >= 2.5 && isLarger && line.size < bodySize * 1.9 ? 'other' : null;
}

export function splitSections(lines: Line[]): { header: Line[]; sections: Section[] } {
  const bodySize = weightedMedian(lines.map((l) => [l.size, l.text.length]));
  const bodyGap = weightedMedian(lines.filter((l) => l.gapAbove > 0).map((l) => [l.gapAbove, 1])) || bodySize * 1.2;
  const header: Line[] = [];
  const sections: Section[] = [];
  for (const line of lines) {
    const kind = headingKind(line, bodySize, bodyGap);
    if (kind) sections.push({ kind, title: line.text.trim(), lines: [] });
    else if (sections.length) (sections.at(-1) as Section).lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}

export function weightedMedian(pairs: [number, number][]): number {
  const sorted = pairs.filter(([, w]) => w > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, w]) => n + w, 0);
  let acc = 0;
  for (const [v, w] of sorted) {
    acc += w;
    if (acc >= total / 2) return v;
  }
  return 0;
}
