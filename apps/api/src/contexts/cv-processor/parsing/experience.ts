import type { EmployerDto } from '@app/contracts/cv-processor/parse-cv';
import type { Line } from '../pdf/layout-types.ts';
import { findDateRange } from './dates.ts';
import { entryDates, hasDateSegment, splitEntries } from './entries.ts';
import { entryPieces } from './header-parts.ts';
import { assignRoles } from './roles.ts';

/** Positions of an experience-like section: entries by blocks and dates, then roles decided for the section. */
export function parseExperience(lines: Line[]): EmployerDto[] {
  const entries = splitEntries(lines, { anchor: (l) => findDateRange(l.text) !== null || hasDateSegment(l) });
  const pieces = entries.map((e) => entryPieces(e.header));
  const roles = assignRoles(pieces);
  const out: EmployerDto[] = [];
  entries.forEach((entry, i) => {
    const dates = entryDates(entry, true);
    const { title, employer } = roles[i] as { title: string | null; employer: string | null };
    if (!title && !employer) return;
    if ((pieces[i] as unknown[]).length === 0 && !dates) return;
    out.push({ title, employer, startDate: dates?.start ?? null, endDate: dates?.end ?? null });
  });
  return out;
}
