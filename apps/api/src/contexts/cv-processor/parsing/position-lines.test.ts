import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';
import { stripDates } from './dates.ts';
import { vocabularyKind } from './section-vocabulary.ts';

const rows = (lines: ReturnType<typeof linesOf>) =>
  parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate]);

describe('positions whose lines come in an unusual order (ADR 083, "set 8")', () => {
  it('gives each block the dates printed last under its description', () => {
    expect(
      rows(
        linesOf([
          run('Harbour Seed Library - Outreach Coordinator', 60, 100, { bold: true }),
          run('Runs the seed exchange and the monthly planting workshops.', 70, 113),
          run('Eastport, ME, April 2019 - Present', 70, 126),
          run('Northbay Rowing Club - Boat Keeper', 60, 146, { bold: true }),
          run('Kept the fleet and the boathouse in order.', 70, 159),
          run('Lakeview, OR, June 2016 - March 2019', 70, 172),
          run('Southbay Print Works - Apprentice Typesetter', 60, 192, { bold: true }),
          run('Set posters and leaflets by hand.', 70, 205),
          run('Lakeview, OR, May 2014 - May 2016', 70, 218),
        ]),
      ),
    ).toEqual([
      ['Outreach Coordinator', 'Harbour Seed Library', '2019-04', 'present'],
      ['Boat Keeper', 'Northbay Rowing Club', '2016-06', '2019-03'],
      ['Apprentice Typesetter', 'Southbay Print Works', '2014-05', '2016-05'],
    ]);
  });

  it('reads the employer on the line under a dated title, and no entry at a period in brackets inside a sentence', () => {
    expect(
      rows(
        linesOf([
          run('Senior Analyst, 4/2021-present', 60, 100),
          run('◦ Northbay Marine Research, CGR/NMR', 80, 113),
          run('Field Technician, 09/2017-03/2021', 60, 133),
          run('◦ Harbour Survey Office', 80, 146),
          run('◦ Logged tide gauges along the coast and trained the', 80, 159),
          run('new crews (October 2019 – March 2020)', 80, 172),
        ]),
      ),
    ).toEqual([
      ['Senior Analyst', 'Northbay Marine Research', '2021-04', 'present'],
      ['Field Technician', 'Harbour Survey Office', '2017-09', '2021-03'],
    ]);
  });

  it('leaves no "From" behind when a range opens with it, and reads "Project Experience" as projects', () => {
    expect(stripDates('Tide gauge rebuild From June, 2014 to present')).toBe('Tide gauge rebuild');
    expect(stripDates('Data logger desde 2019 hasta 2021')).toBe('Data logger');
    expect(vocabularyKind('Project Experience')?.kind).toBe('projects');
    expect(vocabularyKind('Research Experience')?.kind).toBe('experience');
  });
});
