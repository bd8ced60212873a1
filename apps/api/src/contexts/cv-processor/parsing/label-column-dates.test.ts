import { describe, expect, it } from 'vitest';
import type { Line } from '../pdf/layout-types.ts';
import { linesOf, run } from '../test-support/layout.ts';
import { parseEducation } from './education.ts';
import { splitSections } from './sections.ts';

// Lines as the builder gives them when a left label column of headings and dates is read into the rows.
const row = (y: number, ...parts: [string, number][]) =>
  linesOf(
    parts.map(([text, x]) => run(text, x, y, { bold: /^[A-Z]+$/.test(text) || /College|University/.test(text) })),
  )[0] as Line;

describe('a left column of headings and dates beside the entries (ADR 083, "set 8")', () => {
  it("keeps the first entry's dates under the heading with the entry, and a value closed by its place apart", () => {
    const lines = [
      row(70, ['Jordan Vale', 58]),
      row(105, ['EDUCATION', 58], ['Northbay University, Lakeview, OR', 160]),
      row(117, ['2016 – 2021', 58], ['Ph.D. Marine Geology', 160]),
      row(129, ['Thesis: Sediment transport on tidal flats', 160]),
      row(147, ['2012 – 2016', 58], ['Harbour College, Eastport, ME', 160]),
      row(159, ['B.Sc. in Earth Sciences, GPA: 3.8/4.0', 160]),
      row(182, ['SKILLS', 58], ['Python, MATLAB, GIS, Fortran', 160]),
    ];
    const sections = splitSections(lines).sections;
    expect(sections.map((s) => s.title)).toEqual(['EDUCATION', 'SKILLS']);
    const education = sections[0]?.lines ?? [];
    expect(parseEducation(education).map((e) => [e.degree, e.university, e.startDate, e.endDate, e.gpa])).toEqual([
      ['Ph.D. Marine Geology', 'Northbay University', '2016', '2021', null],
      ['B.Sc. in Earth Sciences', 'Harbour College', '2012', '2016', '3.8/4.0'],
    ]);
  });
});
