import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';

const roles = (runs: Parameters<typeof linesOf>[0]) =>
  parseExperience(linesOf(runs)).map((e) => [e.title, e.employer, e.startDate, e.endDate]);

describe('two-column and sidebar layouts of real résumés: gutters, date columns, trailing lines (ADR 083)', () => {
  it('splits two values a narrow gutter apart where the line below starts a column at the same place', () => {
    // The employer left, the title right, each wrapped in its own column; 1.3 em between the columns on the first line.
    expect(
      roles([
        run('Lumen Forge (Tools', 234, 100, { width: 97 }),
        run('Tools Engineer - Lumen Forge', 344, 100, { width: 210 }),
        run('Guild)', 234, 112, { width: 30 }),
        run('(Tools Guild)', 344, 112, { width: 60 }),
        run('Jul 2020 - May 2021', 480, 125, { width: 86 }),
        run('Kept the shader build farm green for a team of twelve artists.', 234, 140, { width: 320 }),
      ]),
    ).toEqual([['Tools Engineer - Lumen Forge (Tools Guild)', 'Lumen Forge (Tools Guild)', '2020-07', '2021-05']]);
  });

  it('keeps a one-space gutter joined where no neighbouring line confirms a column', () => {
    const lines = linesOf([
      run('Reviewed the release notes', 100, 100, { width: 120 }),
      run('and the migration guide every sprint.', 227, 100, { width: 170 }),
    ]);
    expect(lines.map((l) => l.segments)).toEqual([
      ['Reviewed the release notes and the migration guide every sprint.'],
    ]);
  });

  it('parts a date column written without spaces around its dash from the entry beside it', () => {
    // friggeri: "2016–now" in a column of dates, 1.5 em left of the employer; the title in italics under the employer,
    // a sub-heading set larger above the entry.
    expect(
      roles([
        run('Part Time', 173, 290, { size: 14.4, width: 60 }),
        run('2016–now', 173, 310, { width: 47 }),
        run('Northwind Hearing Clinic', 235, 310, { width: 120 }),
        run('Brno, Czech Republic', 480, 310, { size: 8, width: 88 }),
        run('Systems Administrator', 235, 322, { italic: true, width: 100 }),
        run('I look after the clinic workstations and the booking server for the whole team.', 235, 334),
      ]),
    ).toEqual([['Systems Administrator', 'Northwind Hearing Clinic', '2016', 'present']]);
  });

  it("leaves a line printed after an entry's bullets, nearer to them than to the next entry, with that entry", () => {
    const entry = (y: number, employer: string, dates: string, title: string, detail: string) => [
      run(employer, 220, y, { bold: true, width: 90 }),
      run(dates, 470, y, { width: 80 }),
      run(title, 220, y + 10, { italic: true, width: 120 }),
      run(detail, 220, y + 19, { width: 150 }),
      run('• Moved the tile cache to the GPU and halved the frame time of the editor.', 232, y + 30),
      run('• Wrote the streaming scheduler used by every open-world project.', 232, y + 39),
    ];
    expect(
      roles([
        ...entry(100, 'Tessellate Games', 'Aug 2019 – Jul 2023', 'Senior Engine Programmer', 'Terrain · Lisbon'),
        run('⬡ Patent 41/205 — Tiled terrain streaming with zero allocations', 220, 150, { width: 280 }),
        ...entry(167, 'Brightmoor Studio', 'Nov 2014 – Aug 2019', 'Engine Lead, Tools', 'Editor · Porto'),
        run('⬡ Patent 52/118 — Macro-based level editing', 220, 217, { width: 200 }),
        ...entry(234, 'Quayside Interactive', 'Mar 2013 – Oct 2014', 'Gameplay Programmer', 'Combat · Faro'),
      ]).map((r) => r.slice(0, 3)),
    ).toEqual([
      ['Senior Engine Programmer', 'Tessellate Games', '2019-08'],
      ['Engine Lead, Tools', 'Brightmoor Studio', '2014-11'],
      ['Gameplay Programmer', 'Quayside Interactive', '2013-03'],
    ]);
  });

  it('reads "Title - Employer" printed beside the employer as the title as printed', () => {
    expect(
      roles([
        run('Vireo Labs', 234, 100, { width: 50 }),
        run('Data Engineer - Vireo Labs', 430, 100, { width: 130 }),
        run('May 2021 - Feb 2022', 476, 113, { width: 90 }),
        run('Moved the nightly exports to a streaming pipeline and cut their cost by half.', 234, 128),
      ]),
    ).toEqual([['Data Engineer - Vireo Labs', 'Vireo Labs', '2021-05', '2022-02']]);
  });

  it('reads no position into a career break between two positions', () => {
    expect(
      roles([
        run('2021-04 – now', 60, 100, { width: 70 }),
        run('Marlow Systems Ltd., Senior Developer', 160, 100, { width: 200 }),
        run('2020-10 – 2021-03', 60, 125, { width: 80 }),
        run('Career break', 160, 125, { width: 60 }),
        run('Time away to travel and rest.', 160, 137, { width: 140 }),
        run('2016-05 – 2020-09', 60, 160, { width: 80 }),
        run('Marlow Systems Ltd., Developer', 160, 160, { width: 170 }),
      ]).map((r) => r.slice(0, 3)),
    ).toEqual([
      ['Senior Developer', 'Marlow Systems Ltd.', '2021-04'],
      ['Developer', 'Marlow Systems Ltd.', '2016-05'],
    ]);
  });
});
