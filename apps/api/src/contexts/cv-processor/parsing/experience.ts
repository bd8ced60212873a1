import type { EmployerDto } from '@app/contracts/cv-processor/parse-cv';
import type { Line } from '../pdf/layout-types.ts';
import { entryDates, splitEntries, type Entry } from './entries.ts';
import { companyScore, headerParts, splitCommas, titleScore } from './header-parts.ts';

export function parseExperience(lines: Line[]): EmployerDto[] {
  const entries = splitEntries(lines, () => false);
  const out: EmployerDto[] = [];
  for (const entry of entries) {
    const dto = toEmployer(entry);
    if (dto) out.push(dto);
  }
  return out;
}

function toEmployer(entry: Entry): EmployerDto | null {
  const dates = entryDates(entry, true);
  let parts = headerParts(entry.header);
  if (parts.length === 0 && !dates) return null;
  if (parts.length === 1) parts = splitCommas(parts);
  const { title, employer } = pickTitleAndEmployer(parts);
  if (!title && !employer) return null;
  return { title, employer, startDate: dates?.start ?? null, endDate: dates?.end ?? null };
}

/** The part that reads most like a job title is the title; the best remaining company-like part the employer. */
export function pickTitleAndEmployer(parts: string[]): { title: string | null; employer: string | null } {
  const candidates = parts.slice(0, 4);
  if (candidates.length === 0) return { title: null, employer: null };
  if (candidates.length === 1) {
    const only = candidates[0] as string;
    return titleScore(only) > 0 ? { title: only, employer: null } : { title: null, employer: only };
  }
  let titleIdx = 0;
  candidates.forEach((p, i) => {
    if (titleScore(p) > titleScore(candidates[titleIdx] as string)) titleIdx = i;
  });
  if (titleScore(candidates[titleIdx] as string) <= 0) titleIdx = candidates.length > 1 ? 1 : 0;
  const rest = candidates.filter((_, i) => i !== titleIdx);
  let employer = rest[0] ?? null;
  for (const p of rest) if (companyScore(p) > companyScore(employer ?? '')) employer = p;
  return { title: candidates[titleIdx] ?? null, employer };
}
