import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseEducation } from './education.ts';

const read = (runs: Parameters<typeof linesOf>[0]) =>
  parseEducation(linesOf(runs)).map((e) => [e.degree, e.university, e.endDate, e.gpa]);

describe('parseEducation: one block, several courses of study (ADR 083, "set 8")', () => {
  it('reads each dated degree line under a school heading as a course at that school, the grade shared', () => {
    expect(
      read([
        run('Northbay University, Lakeview, OR', 110, 100),
        run('• Master of Arts, Jun. 2018', 120, 113),
        run('• Master of Fine Arts, Jun. 2018', 120, 126),
        run('• GPA 3.71', 120, 139),
        run('Harbour College, Eastport, ME', 110, 160),
        run('• B.A. Sociology, 2015', 120, 173),
      ]),
    ).toEqual([
      ['Master of Arts', 'Northbay University', '2018-06', '3.71'],
      ['Master of Fine Arts', 'Northbay University', '2018-06', '3.71'],
      ['B.A. Sociology', 'Harbour College', '2015', null],
    ]);
  });

  it('starts a new entry at an undated line that opens with a degree and names its school', () => {
    expect(
      read([
        run('• Ph.D. Marine Geology, Northbay Institute of Technology, Lakeview', 110, 100),
        run('• M.Sc. Soil Physics, Harbour University, Eastport', 110, 113),
        run('• B.Eng. Civil Engineering, Southbay Polytechnic, Leeds', 110, 126),
      ]).map(([degree, school]) => [degree, school]),
    ).toEqual([
      ['Ph.D. Marine Geology', 'Northbay Institute of Technology'],
      ['M.Sc. Soil Physics', 'Harbour University'],
      ['B.Eng. in Civil Engineering', 'Southbay Polytechnic'],
    ]);
  });

  it('starts a new entry at a list item that opens with its date, then a degree and a school', () => {
    expect(
      read([
        run('• 2016 - Ph.D., Biophysics, Northbay University.', 60, 100),
        run('• 2010 - B.S., Chemistry, Harbour College.', 60, 113),
      ]),
    ).toEqual([
      ['Ph.D. in Biophysics', 'Northbay University', '2016', null],
      ['B.S. in Chemistry', 'Harbour College', '2010', null],
    ]);
  });
});

describe('parseEducation: values around the degree and the school (ADR 083, "set 8")', () => {
  it('reads "student" after a degree as a status, not as the field', () => {
    expect(
      read([
        run('2019–2022', 80, 100, { width: 50 }),
        run('Lakeview University', 150, 100, { width: 100 }),
        run('M.Sc. student in Ethnomusicology', 150, 113, { width: 170 }),
        run('2022–2025', 80, 140, { width: 50 }),
        run('Doctorate Student, Harbour University', 150, 140, { width: 190 }),
      ]).map(([degree, school]) => [degree, school]),
    ).toEqual([
      ['M.Sc. in Ethnomusicology', 'Lakeview University'],
      ['Doctorate', 'Harbour University'],
    ]);
  });

  it('leaves out a unit printed under the university, and honours printed before the school', () => {
    expect(
      read([
        run('2012–2013', 80, 100, { width: 50 }),
        run('Lakeview University', 150, 100, { width: 100 }),
        run('School of Oceanography', 150, 113, { width: 120 }),
        run('Exchange semester', 150, 126, { width: 90 }),
        run('2009–2013', 80, 150, { width: 50 }),
        run('B.Sc. in Geography', 150, 150, { bold: true, width: 90 }),
        run(' with distinction, Harbour University, 2013.', 240, 150, { width: 200 }),
      ]).map(([degree, school]) => [degree, school]),
    ).toEqual([
      ['Exchange semester', 'Lakeview University'],
      ['B.Sc. in Geography', 'Harbour University'],
    ]);
  });

  it('parts a field from its school printed in the column beside the degree, and keeps the dotted abbreviation', () => {
    expect(
      read([
        run('2018-2020', 80, 100, { width: 50 }),
        run('M.Eng.', 140, 100, { width: 30 }),
        run('Materials Engineering, Lakeview University', 190, 100, { width: 200 }),
        run('2014-2018', 80, 113, { width: 50 }),
        run('B.Eng. Chemical Engineering, Harbour University', 140, 113, { width: 220 }),
        run('2012-2014', 80, 126, { width: 50 }),
        run('B.A. + M.Res. Economics at Southbay College', 140, 126, { width: 220 }),
      ]).map(([degree, school]) => [degree, school]),
    ).toEqual([
      ['M.Eng. in Materials Engineering', 'Lakeview University'],
      ['B.Eng. in Chemical Engineering', 'Harbour University'],
      ['B.A. + M.Res. Economics', 'Southbay College'],
    ]);
  });

  it('reads the value printed right after a degree in its own type as its field, whatever its words', () => {
    expect(
      read([
        run('Bachelor of Science', 60, 100, { bold: true, width: 95 }),
        run('Tidal Ecology', 60, 113, { italic: true, width: 70 }),
        run('Northbay University', 60, 126, { width: 95 }),
        run('2015 – 2019', 60, 139, { width: 55 }),
        run('Master of Arts', 60, 160, { bold: true, width: 75 }),
        run('Ocean Policy', 60, 173, { italic: true, width: 60 }),
        run('Harbour University', 60, 186, { width: 90 }),
        run('2019 – 2021', 60, 199, { width: 55 }),
      ]).map(([degree, school]) => [degree, school]),
    ).toEqual([
      ['Bachelor of Science in Tidal Ecology', 'Northbay University'],
      ['Master of Arts in Ocean Policy', 'Harbour University'],
    ]);
  });

  it('keeps a school of the university named beside the degree in the one entry, and leaves it out of the name', () => {
    expect(
      read([
        run('Harbour University', 60, 100, { bold: true, width: 90 }),
        run('2019 – 2021', 450, 100, { width: 55 }),
        run('Master of Arts, School of Ocean Policy', 60, 113, { width: 180 }),
        run('Graduate School of Oceanography, Northbay University', 60, 140, { bold: true, width: 240 }),
        run('2015 – 2019', 450, 140, { width: 55 }),
        run('Master of Science in Tidal Ecology', 60, 153, { width: 160 }),
      ]).map(([degree, school]) => [degree, school]),
    ).toEqual([
      ['Master of Arts', 'Harbour University'],
      ['Master of Science in Tidal Ecology', 'Northbay University'],
    ]);
  });

  it('reads a school named before a colon and the course it gave', () => {
    expect(
      read([
        run('Northbay University: Natural Sciences Tripos (Physical)', 60, 100, { bold: true, width: 260 }),
        run('Sep. 2017 – July 2021', 450, 100, { italic: true, width: 100 }),
      ]).map(([degree, school]) => [degree, school]),
    ).toEqual([['Natural Sciences Tripos (Physical)', 'Northbay University']]);
  });
});
