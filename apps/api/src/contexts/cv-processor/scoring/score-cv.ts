import type { CvText } from '../parsing/parse-cv.ts';
import type { CompatibilityScore } from './compatibility-score.ts';
import { isQuantified } from '../parsing/highlights.ts';
import type { SkillsTaxonomy } from '../skills/skills-taxonomy.ts';
import { degreeLevel, parseJobRequirements, type JobRequirements } from './job-requirements.ts';
import { experienceYears } from './experience-years.ts';
import { roleFit } from './role-fit.ts';

/** Weights of the overall score; dimensions the job is silent on drop out and the rest are rescaled (ADR 063). */
const WEIGHTS = { skills: 0.4, experience: 0.35, education: 0.1, certification: 0.05, highlight: 0.1 } as const;
const LEVEL_NAMES = [
  'no degree',
  'high school',
  'associate degree or diploma',
  "bachelor's degree",
  "master's degree",
  'doctorate',
];

/** The deterministic CV-to-job scorer: same inputs, same answer; every score an integer 0-100 or null. */
export function scoreCv(cv: CvText, jobText: string, taxonomy: SkillsTaxonomy, now: Date): CompatibilityScore {
  const job = parseJobRequirements(jobText, taxonomy);
  const cvSkills = cvSkillSet(cv, taxonomy);
  const has = (s: string) => cvSkills.has(s.toLowerCase());
  const must = splitGroups(job.mustHave, has);
  const nice = splitGroups(job.niceToHave, has);
  const matchedMust = must.matched;
  const missingMust = must.missing;
  const matchedNice = nice.matched;
  const missingNice = nice.missing;
  // Title skills weigh 3, other must-haves 2, nice-to-haves 1.
  const skillTotal = 3 * job.coreCount + 2 * (job.mustHave.length - job.coreCount) + job.niceToHave.length;
  const skillsScore = skillTotal === 0 ? null : pct((must.weighted(job.coreCount) + nice.met) / skillTotal);

  const years = experienceYears(cv.result.employerDtos, now);
  const fit = roleFit(
    job.title,
    cv.result.employerDtos.map((e) => e.title),
  );
  const experience = scoreExperience(job, years, fit);
  const education = scoreEducation(job, cv);
  const certification = scoreCertifications(job, cv, taxonomy);
  const highlights = quantifiedHighlights(cv);
  const highlightScore = job.wantsImpact ? Math.min(100, highlights.length * 25) : null;

  const parts: [number | null, number][] = [
    [skillsScore, WEIGHTS.skills],
    [experience.score, WEIGHTS.experience],
    [education.score, WEIGHTS.education],
    [certification.score, WEIGHTS.certification],
    [highlightScore, WEIGHTS.highlight],
  ];
  const present = parts.filter((p): p is [number, number] => p[0] !== null);
  const weight = present.reduce((n, [, w]) => n + w, 0);
  const overallScore = weight === 0 ? null : Math.round(present.reduce((n, [s, w]) => n + s * w, 0) / weight);

  return {
    overallScore,
    summary: summarise(overallScore, must.met, job.mustHave.length, years, job),
    skillsScore,
    matchedMustHaveSkills: matchedMust,
    missingMustHaveSkills: missingMust,
    matchedNiceToHaveSkills: matchedNice,
    missingNiceToHaveSkills: missingNice,
    experienceScore: experience.score,
    experienceMatchExplanation: experience.explanation,
    educationScore: education.score,
    educationMatchExplanation: education.explanation,
    certificationScore: certification.score,
    certificationMatchExplanation: certification.explanation,
    highlightScore,
    highlightJustification: highlightScore === null ? [] : highlights.slice(0, 5),
  };
}

/** Groups met by any member; a missing group of alternatives is shown as "A / B / C". */
function splitGroups(groups: string[][], has: (s: string) => boolean) {
  const matched: string[] = [];
  const missing: string[] = [];
  const metAt: number[] = [];
  groups.forEach((g, i) => {
    const hits = g.filter(has);
    if (hits.length) {
      metAt.push(i);
      matched.push(...hits);
    } else missing.push(g.join(' / '));
  });
  const weighted = (coreCount: number) => metAt.reduce((n, i) => n + (i < coreCount ? 3 : 2), 0);
  return { matched, missing, met: metAt.length, weighted };
}

const pct = (ratio: number) => Math.max(0, Math.min(100, Math.round(ratio * 100)));

/** The CV's skills: its skills list and every taxonomy skill its text names, by canonical name. */
function cvSkillSet(cv: CvText, taxonomy: SkillsTaxonomy): Set<string> {
  const set = new Set<string>();
  for (const s of cv.result.skills) set.add((taxonomy.lookup(s)?.name ?? s).toLowerCase());
  for (const m of taxonomy.scan(cv.text)) set.add(m.skill.name.toLowerCase());
  return set;
}

/** Years against the requirement, scaled by how close the CV's past roles are to the job's role. */
function scoreExperience(job: JobRequirements, years: number, fit: number | null) {
  const roleNote =
    fit === null
      ? ''
      : fit >= 0.99
        ? ' Its past roles match this role.'
        : fit >= 0.5
          ? ' Its past roles are related to this role.'
          : ' Its past roles differ from this role.';
  const roleFactor = fit === null ? 1 : 0.4 + 0.6 * fit;
  const shown = years === 0 ? 'no dated experience' : `about ${years} years of experience`;
  if (job.requiredYears === null) {
    if (fit === null) return { score: null, explanation: 'The job does not state an experience requirement.' };
    return { score: pct(fit), explanation: `The job states no years of experience; the CV shows ${shown}.${roleNote}` };
  }
  const yearsFit = job.requiredYears === 0 ? 1 : Math.min(1, years / job.requiredYears);
  const verdict = years >= job.requiredYears ? 'meets' : 'falls short of';
  const asked =
    job.requiredYears === 0
      ? 'the early-career level the job asks for'
      : `the ${job.requiredYears} years the job asks for`;
  return {
    score: pct(yearsFit * roleFactor),
    explanation: `The CV shows ${shown}, which ${verdict} ${asked}.${roleNote}`,
  };
}

function scoreEducation(job: JobRequirements, cv: CvText) {
  if (job.educationLevel === null)
    return { score: null, explanation: 'The job does not state an education requirement.' };
  const best = cv.result.educationDtos.reduce((n, e) => Math.max(n, degreeLevel(e.degree)), 0);
  const wanted = LEVEL_NAMES[job.educationLevel] as string;
  const held = LEVEL_NAMES[best] as string;
  if (best >= job.educationLevel)
    return { score: 100, explanation: `The job asks for a ${wanted}; the CV shows a ${held}.` };
  const gap = job.educationLevel - best;
  const score = job.educationFlexible ? Math.max(40, 100 - gap * 20) : Math.max(0, 100 - gap * 40);
  const flex = job.educationFlexible ? ' The job accepts equivalent experience.' : '';
  return {
    score,
    explanation: `The job asks for a ${wanted}; the CV shows ${best === 0 ? 'no degree' : `a ${held}`}.${flex}`,
  };
}

function scoreCertifications(job: JobRequirements, cv: CvText, taxonomy: SkillsTaxonomy) {
  if (!job.wantsCertification && job.certifications.length === 0) {
    return { score: null, explanation: 'The job does not ask for certifications.' };
  }
  const certSection = cv.sections
    .filter((s) => s.kind === 'certifications')
    .map((s) => s.text)
    .join('\n');
  const held = taxonomy
    .scan(cv.text)
    .map((m) => m.skill)
    .filter((s) => s.category === 'Certifications')
    .map((s) => s.name);
  if (job.certifications.length > 0) {
    const matched = job.certifications.filter((c) => held.includes(c));
    const missing = job.certifications.filter((c) => !held.includes(c));
    const explanation = `Matched: ${matched.join(', ') || 'none'}. Missing: ${missing.join(', ') || 'none'}.`;
    return { score: pct(matched.length / job.certifications.length), explanation };
  }
  const count = certSection.split('\n').filter((l) => l.trim()).length || held.length;
  return count > 0
    ? { score: 100, explanation: `The job values certifications; the CV lists ${count}.` }
    : { score: 0, explanation: 'The job values certifications; the CV lists none.' };
}

/** Achievements with numbers (%, x, $, counts) or awards: the CV's evidence of impact. */
function quantifiedHighlights(cv: CvText): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const h of [...cv.result.highlights, ...(cv.achievements ?? [])]) {
    if (isQuantified(h) && !seen.has(h)) {
      seen.add(h);
      out.push(h);
    }
  }
  return out;
}

function summarise(
  overall: number | null,
  matched: number,
  mustCount: number,
  years: number,
  job: JobRequirements,
): string {
  if (overall === null)
    return 'The job spec names no skills, experience, education or certification requirements to score against.';
  const band = overall >= 75 ? 'a strong match' : overall >= 50 ? 'a partial match' : 'a weak match';
  const skills = mustCount
    ? `It meets ${matched} of ${mustCount} must-have skill requirements`
    : 'The job names no must-have skills';
  const exp = job.requiredYears
    ? ` and shows about ${years} years of experience against the ${job.requiredYears} asked for`
    : '';
  return `The CV is ${band} for this job (${overall}/100). ${skills}${exp}.`;
}
