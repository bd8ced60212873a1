import type { EducationDto } from '@app/contracts/cv-processor/parse-cv';
import type { Line } from '../pdf/layout-types.ts';
import { entryDates, splitEntries, type Entry } from './entries.ts';
import { headerParts, splitCommas } from './header-parts.ts';

export const DEGREE_RE = /\b(ph\.?\s?d\.?|d\.?phil|doctor(?:ate)?|master(?:'?s)?|bachelor(?:'?s)?|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?\s?a\.?|m\.?\s?a\.?|mba|b\.?\s?tech|m\.?\s?tech|b\.?\s?eng|m\.?\s?eng|b\.?\s?e\.?|associate(?:'?s)? degree|a\.?a\.?s?|diploma|high school|secondary school|a-levels?|gcse|llb|llm|m\.?d\.?|bba|bfa|mfa|hnd|mphil|bs|ms|ba|ma)(?![\p{L}])/iu;
const SCHOOL_RE = /(universit|college|institute|school|academy|polytechnic|école|ecole|hochschule|conservatory|\biit\b|\bmit\b|\bucla\b|\bucl\b|\beth\b|\bepfl\b|\buc\s)/i;
const GPA_RE = /\b(?:c?gpa|grade point average|cgpa)\s*[:\-–]?\s*([0-9]+(?:\.[0-9]+)?(?:\s*\/\s*[0-9]+(?:\.[0-9]+)?)?)/i;

const FIELD_RE = /\b(science|sciences|engineering|studies|arts|administration|management|economics|mathematics|math|physics|chemistry|biology|computer|computing|design|business|law|medicine|finance|accounting|marketing|psychology|history|philosophy|literature|english|statistics|informatics|information|technology|education|nursing|architecture|music|media|communications?|linguistics|sociology|politics|political|data|electrical|mechanical|civil|chemical|software|artificial intelligence|machine learning|analytics)\b/i;

export function parseEducation(lines: Line[]): EducationDto[] {
  const entries = splitEntries(lines, (entry, line) => {
    const has = (re: RegExp) => entry.header.some((l) => re.test(l.text));
    return (DEGREE_RE.test(line.text) && has(DEGREE_RE) && !SCHOOL_RE.test(line.text)) || (SCHOOL_RE.test(line.text) && has(SCHOOL_RE) && !DEGREE_RE.test(line.text));
  });
  const out: EducationDto[] = [];
  for (const entry of entries) {
    const dto = toEducation(entry);
    if (dto) out.push(dto);
  }
  return out;
}

function toEducation(entry: Entry): EducationDto | null {
  const dates = entryDates(entry, true);
  const parts = splitCommas(headerParts(entry.header));
  let degree: string | null = null;
  let university: string | null = null;
  const rest: string[] = [];
  for (const part of parts) {
    const lead = /^(\S+)\s+(.*)$/.exec(part);
    // "PhD Princeton University": a degree word glued to the school's name.
    if (lead && DEGREE_RE.test(lead[1] as string) && SCHOOL_RE.test(lead[2] as string) && !DEGREE_RE.test(lead[2] as string)) {
      degree ??= lead[1] as string;
      university ??= lead[2] as string;
    } else if (DEGREE_RE.test(part) && !SCHOOL_RE.test(part) && (!degree || (/\bin\b/i.test(part) && part.startsWith(degree)))) degree = part;
    else if (!university && SCHOOL_RE.test(part)) university = part;
    else rest.push(part);
  }
  const area = rest.find((p) => FIELD_RE.test(p) && !DEGREE_RE.test(p) && !/gpa|grade|thesis|advisor/i.test(p) && p.split(/\s+/).length <= 6);
  if (degree && area && !/\bin\b/i.test(degree) && degree.split(/\s+/).length <= 4) degree = `${degree} in ${area}`;
  university ??= rest.find((p) => p !== area && /^[\p{Lu}]/u.test(p) && p.split(/\s+/).length <= 6) ?? null;
  if (!university && !degree) return null;
  const gpaLine = [...entry.header, ...entry.body].map((l) => GPA_RE.exec(l.text)).find(Boolean);
  return {
    degree,
    university,
    startDate: dates?.start ?? null,
    endDate: dates?.end ?? null,
    gpa: gpaLine ? (gpaLine[1] as string).replace(/\s+/g, '') : null,
  };
}
