import type { EmployerDto } from '@app/contracts/cv-processor/parse-cv';
import { monthIndex } from '../parsing/dates.ts';

/** Years of experience from the CV's employment ranges, overlapping ranges merged so nothing counts twice. */
export function experienceYears(employers: EmployerDto[], now: Date): number {
  const ranges: [number, number][] = [];
  for (const e of employers) {
    const start = monthIndex(e.startDate, now);
    const end = monthIndex(e.endDate ?? null, now) ?? start;
    if (start === null || end === null || end < start) continue;
    // A year without a month spans that whole year when it ends a range.
    const endMonth = e.endDate && /^\d{4}$/.test(e.endDate) ? end + 11 : end;
    ranges.push([start, Math.min(endMonth, monthIndex('present', now) as number)]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let current: [number, number] | null = null;
  for (const r of ranges) {
    if (current && r[0] <= current[1] + 1) current[1] = Math.max(current[1], r[1]);
    else {
      if (current) months += current[1] - current[0] + 1;
      current = [r[0], r[1]];
    }
  }
  if (current) months += current[1] - current[0] + 1;
  return Math.round((months / 12) * 10) / 10;
}
