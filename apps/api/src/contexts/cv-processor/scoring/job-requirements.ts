import type { SkillsTaxonomy } from '../skills/skills-taxonomy.ts';
import { TITLE_RE } from '../parsing/header-parts.ts';

export interface JobRequirements {
  /** Each group is one requirement; a group of several skills is met by any of them ("such as A, B or C"). */
  mustHave: string[][];
  niceToHave: string[][];
  /** How many leading must-have groups come from the job title (the core of the role; they weigh more). */
  coreCount: number;
  title: string | null;
  /** Minimum years of experience asked for; null when the job is silent. */
  requiredYears: number | null;
  /** 1 high school … 5 doctorate; null when no education is asked for. */
  educationLevel: number | null;
  educationFlexible: boolean;
  /** Named certifications; an empty list with `wantsCertification` means "any relevant certification". */
  certifications: string[];
  wantsCertification: boolean;
  wantsImpact: boolean;
}

const MUST_HEADING =
  /^(requirements?|required|qualifications|minimum qualifications|basic qualifications|must[- ]haves?|what you('| wi)ll need|what we('| a)re looking for|who you are|you have|you bring|skills( required)?|essential|key skills|required skills|your profile|about you|experience)\b/i;
const NICE_HEADING =
  /^(nice[- ]to[- ]haves?|preferred( qualifications| skills)?|bonus( points)?|desirable|good to have|pluses|extra credit|ideally|it('s| is| would be) (a )?(plus|great|nice)|additional qualifications)/i;
const OTHER_HEADING =
  /^(about( us| the company| the role)?|responsibilities|what you('| wi)ll do|the role|benefits|perks|how to apply|job description|overview|compensation|salary|location|our offer|why join|duties)\b/i;
const NICE_CUE =
  /\b(nice to have|preferred|a plus|is a plus|bonus|ideally|desirable|familiarity with|exposure to|good to have|advantageous|beneficial|optional)\b/i;
const MUST_CUE =
  /\b(must|required|requires?|essential|mandatory|proficien(t|cy)|strong|solid|expert|expertise|at least|minimum|proven|deep knowledge)\b/i;
const YEARS_RE = /(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?(?:\+\s*)?years?/gi;
const SENIORITY: [RegExp, number][] = [
  [/\b(principal|staff|distinguished)\b/i, 8],
  [/\b(lead|head of|director)\b/i, 6],
  [/\bsenior\b|\bsr\.?\b/i, 5],
  [/\bmid[- ]level\b|\bintermediate\b/i, 3],
  [/\b(junior|jr\.?|entry[- ]level|graduate|intern(ship)?)\b/i, 0],
];
const EDU_LEVELS: [RegExp, number][] = [
  [/\b(ph\.?d|doctorate|doctoral)\b/i, 5],
  [/\b(master'?s?|m\.?s\.?c?|mba|m\.?eng|graduate degree|advanced degree)\b/i, 4],
  [
    /\b(bachelor'?s?|b\.?s\.?c?|b\.?a\.?|b\.?eng|b\.?tech|undergraduate degree|(college|university) degree|degree in|degree)\b/i,
    3,
  ],
  [/\b(associate'?s? degree|diploma|hnd)\b/i, 2],
  [/\b(high school|secondary school|ged|a-levels?)\b/i, 1],
];
const ALTERNATIVES =
  /\b(such as|e\.g\.|for example|at least one|one or more|any of|or similar|or equivalent|including|like)\b|\bor\b/i;
const CONTACT_NOISE = /[\w.+-]+@[\w.-]+\.\w+|https?:\/\/\S+|www\.\S+/g;
const IMPACT =
  /\b(impact|track record|measurable|results[- ]driven|achievements?|demonstrated success|proven (ability|success|track)|outcomes|quantifiable)\b/i;

type Mode = 'must' | 'nice' | 'other';

/** Reads a job spec: requirement sections and cue words decide must-have vs nice-to-have (ADR 063). */
export function parseJobRequirements(jobText: string, taxonomy: SkillsTaxonomy): JobRequirements {
  const must = new Map<string, Group>();
  const nice = new Map<string, Group>();
  const other = new Map<string, Group>();
  let mode: Mode = 'other';
  let sawRequirementSection = false;
  let order = 0;
  const certs: string[] = [];
  const lines = jobText
    .replace(CONTACT_NOISE, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  for (const raw of lines) {
    const line = raw.replace(/^[•●▪◦*–-]\s*/, '');
    const heading = line.length <= 60 && !/[.]$/.test(line) ? line.replace(/:$/, '').trim() : null;
    if (heading && NICE_HEADING.test(heading)) {
      mode = 'nice';
      sawRequirementSection = true;
      if (heading.length < 30) continue;
    } else if (heading && MUST_HEADING.test(heading) && (line.endsWith(':') || heading.split(/\s+/).length <= 4)) {
      mode = 'must';
      sawRequirementSection = true;
      continue;
    } else if (heading && OTHER_HEADING.test(heading) && (line.endsWith(':') || heading.split(/\s+/).length <= 4)) {
      mode = 'other';
      continue;
    }
    const lineMode: Mode = NICE_CUE.test(line) ? 'nice' : MUST_CUE.test(line) && mode !== 'nice' ? 'must' : mode;
    const target = lineMode === 'must' ? must : lineMode === 'nice' ? nice : other;
    const names = taxonomy
      .scan(line)
      .map((m) => m.skill.name)
      .filter((n) => !isCertificationSkill(n, taxonomy));
    certs.push(
      ...taxonomy
        .scan(line)
        .map((m) => m.skill.name)
        .filter((n) => isCertificationSkill(n, taxonomy)),
    );
    const groups = names.length >= 2 && ALTERNATIVES.test(line) ? [names] : names.map((n) => [n]);
    for (const members of groups) {
      const key = members.join('|');
      if (!target.has(key)) target.set(key, { members, order: order++ });
    }
  }
  // Without requirement sections, every skill the job names is needed; with them, the rest is a plus.
  for (const [key, group] of other) {
    if (sawRequirementSection && group.members.every((m) => SOFT_CATEGORIES.has(categoryOf(m, taxonomy)))) continue;
    const bucket = sawRequirementSection ? nice : must;
    if (!bucket.has(key)) bucket.set(key, group);
  }
  const title = jobTitle(lines);
  const core = title
    ? taxonomy
        .scan(title)
        .map((m) => [m.skill.name])
        .filter(([n]) => !isCertificationSkill(n as string, taxonomy))
    : [];
  const mustHave = dedupe([...core, ...ordered(must)], new Set());
  const niceToHave = dedupe(ordered(nice), new Set(mustHave.flat()));
  const text = lines.join('\n');
  return {
    mustHave,
    niceToHave,
    coreCount: core.length,
    title,
    requiredYears: requiredYears(lines),
    educationLevel: educationLevel(lines),
    educationFlexible: /\bor equivalent\b|\bequivalent (practical )?experience\b/i.test(text),
    certifications: [...new Set(certs)],
    wantsCertification: /\bcertifi(ed|cation|cations)\b/i.test(text),
    wantsImpact: IMPACT.test(text),
  };
}

interface Group {
  members: string[];
  order: number;
}

/** The job title: the first line, without "Job Description:"-style labels and the bracketed years. */
export function jobTitle(lines: string[]): string | null {
  const first = lines[0];
  if (!first || first.length > 120) return null;
  const title = first
    .replace(/^(job (description|title)|position|role|vacancy)\s*[:\-–]\s*/i, '')
    .replace(/\(.*$/, '')
    .trim();
  // A title names a role ("Senior Java Developer"); a first line that is a sentence is not one.
  if (!title || /[.!?]$/.test(title) || title.split(/\s+/).length > 8 || !TITLE_RE.test(title)) return null;
  return title;
}

function ordered(map: Map<string, Group>): string[][] {
  return [...map.values()].sort((a, b) => a.order - b.order).map((g) => g.members);
}

/** A skill belongs to one requirement only: the first (must-have) mention wins. */
function dedupe(groups: string[][], taken: Set<string>): string[][] {
  const out: string[][] = [];
  for (const g of groups) {
    const members = g.filter((m) => !taken.has(m));
    members.forEach((m) => taken.add(m));
    if (members.length) out.push(members);
  }
  return out;
}

const SOFT_CATEGORIES = new Set([
  'Soft skills and leadership',
  'Business, marketing and sales',
  'Product, project and delivery',
  'Testing and quality',
]);

function categoryOf(name: string, taxonomy: SkillsTaxonomy): string {
  return taxonomy.skills.find((s) => s.name === name)?.category ?? '';
}

export function isCertificationSkill(name: string, taxonomy: SkillsTaxonomy): boolean {
  return taxonomy.skills.find((s) => s.name === name)?.category === 'Certifications';
}

function requiredYears(lines: string[]): number | null {
  let best: number | null = null;
  for (const line of lines) {
    if (!/experience|years/i.test(line)) continue;
    for (const m of line.matchAll(YEARS_RE)) {
      const n = Number(m[1]);
      if (n > 0 && n <= 30 && /experience|background|industry|professional|working|building|developing/i.test(line))
        best = Math.max(best ?? 0, n);
    }
  }
  if (best !== null) return best;
  const title = lines.slice(0, 4).join(' ');
  for (const [re, years] of SENIORITY) if (re.test(title)) return years;
  return null;
}

function educationLevel(lines: string[]): number | null {
  let level: number | null = null;
  for (const line of lines) {
    if (
      !/degree|bachelor|master|ph\.?d|doctorate|diploma|graduate|b\.?s\.?c?\b|m\.?s\.?c?\b|mba|education|high school/i.test(
        line,
      )
    )
      continue;
    if (/\b(education|degree)\b/i.test(line) && /\b(benefit|budget|stipend|reimburse)/i.test(line)) continue;
    // "Bachelor's or Master's", "BS/MS": the lowest level named is the requirement.
    for (const [re, n] of EDU_LEVELS) if (re.test(line)) level = level === null ? n : Math.min(level, n);
  }
  return level;
}

export function degreeLevel(degree: string | null): number {
  if (!degree) return 0;
  for (const [re, n] of EDU_LEVELS) if (re.test(degree)) return n;
  return 0;
}
