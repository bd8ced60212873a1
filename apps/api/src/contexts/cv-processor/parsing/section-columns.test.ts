import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { splitSections } from './sections.ts';

const kinds = (runs: Parameters<typeof linesOf>[0]) =>
  splitSections(linesOf(runs)).sections.map((s) => [s.kind, s.title]);

describe('splitSections: headings beside a side column and headings known by their space', () => {
  it("splits a heading off a side column's contact printed on its baseline (moderncv oldstyle)", () => {
    expect(
      kinds([
        run('Thảo Nguyễn', 74, 60, { size: 34 }),
        run('• +1 604-555-0199', 74, 195, { width: 86 }),
        run('Experience', 187, 195, { size: 14.3, bold: true, width: 70 }),
        run('• thao.nguyen@fastmail.com', 74, 207, { width: 120 }),
        run('Senior UX Designer, Shopify, Vancouver, December 2022 – Present', 187, 215, { size: 10.9, bold: true }),
        run('Led the checkout redesign and its tests.', 187, 229),
        run('Education', 187, 260, { size: 14.3, bold: true, width: 64 }),
        run('Bachelor of Design, Emily Carr University of Art and Design 2013 – 2017', 187, 280, { size: 10.9 }),
      ]),
    ).toEqual([
      ['experience', 'Experience'],
      ['education', 'Education'],
    ]);
  });

  it('takes a heading word at the edge and in the type of a heading known by its space, with more space above it than usual (simplecv)', () => {
    const entry = (y: number, dates: string, what: string) => [
      run(dates, 71, y),
      run(what, 156, y + 20),
      run('Worked on the analytics of clinical trials every week.', 156, y + 40),
    ];
    expect(
      kinds([
        run('Ingrid Søndergaard', 240, 60, { size: 17 }),
        run('Experience', 57, 120),
        ...entry(144, 'September 2019 – Present', 'Head of Data Science, Novo Nordisk'),
        ...entry(206, 'Jan. 2015 – Aug. 2019', 'Data Scientist, Maersk'),
        run('Education', 57, 272),
        ...entry(296, '2011 – 2013', 'M.Sc. in Statistics, University of Copenhagen'),
      ]),
    ).toEqual([
      ['experience', 'Experience'],
      ['education', 'Education'],
    ]);
  });
});
