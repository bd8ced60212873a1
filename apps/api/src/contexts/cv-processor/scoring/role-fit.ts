/**
 * How close the CV's job titles come to the job's title: shared specialised words (java, frontend, product …)
 * count most, the same role family (engineer ≈ developer) the rest. 0..1, the best title of the CV.
 */
const STOP = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'principal',
  'i',
  'ii',
  'iii',
  'iv',
  'of',
  'the',
  'and',
  'a',
  'an',
  'job',
  'description',
  'years',
  'year',
  'experience',
  'with',
  'in',
  'for',
  'at',
  'software',
  'development',
  'head',
  'chief',
  'associate',
  'intern',
  'remote',
  'stack',
]);
const FAMILY: Record<string, string> = {
  engineer: 'engineer',
  developer: 'engineer',
  programmer: 'engineer',
  sde: 'engineer',
  swe: 'engineer',
  coder: 'engineer',
  manager: 'manager',
  director: 'manager',
  owner: 'manager',
  scientist: 'scientist',
  researcher: 'scientist',
  analyst: 'analyst',
  designer: 'designer',
  architect: 'engineer',
  consultant: 'consultant',
};

function roleTokens(title: string): { spec: Set<string>; family: Set<string> } {
  const norm = title
    .toLowerCase()
    .replace(/front[\s-]?end/g, 'frontend')
    .replace(/back[\s-]?end/g, 'backend')
    .replace(/full[\s-]?stack|mern stack|mean stack/g, 'fullstack')
    .replace(/machine learning/g, 'ml')
    .replace(/[^a-z0-9+#.\s]/g, ' ');
  const spec = new Set<string>();
  const family = new Set<string>();
  for (const word of norm.split(/\s+/).filter(Boolean)) {
    const f = FAMILY[word];
    if (f) family.add(f);
    else if (!STOP.has(word) && !/^\d+$/.test(word)) spec.add(word);
  }
  return { spec, family };
}

export function roleFit(jobTitle: string | null, cvTitles: (string | null)[]): number | null {
  if (!jobTitle) return null;
  const job = roleTokens(jobTitle);
  if (job.spec.size === 0 && job.family.size === 0) return null;
  let best = 0;
  for (const title of cvTitles) {
    if (!title) continue;
    const cv = roleTokens(title);
    const sameFamily = [...job.family].some((f) => cv.family.has(f));
    const overlap = job.spec.size
      ? [...job.spec].filter((w) => cv.spec.has(w)).length / job.spec.size
      : sameFamily
        ? 1
        : 0;
    best = Math.max(best, job.family.size ? overlap * 0.7 + (sameFamily ? 0.3 : 0) : overlap);
  }
  return best;
}
