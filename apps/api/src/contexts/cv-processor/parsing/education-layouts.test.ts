import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { educationRoles, parseEducation } from './education.ts';

describe('parseEducation: layouts of real users\' résumés (ADR 083, "development and held-out sets")', () => {
  it('parts a school and its degree printed on one line without a separator (yaac)', () => {
    const lines = linesOf([
      run('Tallinn Polytechnic Institute Master Of Science Computer Science', 138, 100, { width: 300 }),
      run('2014', 500, 100, { width: 20 }),
      run('Harbour College Bachelor of Arts (Honors) Economics', 138, 120, { width: 250 }),
      run('2010', 500, 120, { width: 20 }),
    ]);
    expect(parseEducation(lines).map((e) => [e.university, e.degree])).toEqual([
      ['Tallinn Polytechnic Institute', 'Master Of Science Computer Science'],
      ['Harbour College', 'Bachelor of Arts (Honors) Economics'],
    ]);
  });

  it('reads the school after an "@" that closes the degree\'s type style ("PhD @ *ENS Lyon*")', () => {
    const lines = linesOf([
      run('2019-2021', 82, 100, { bold: true, width: 54 }),
      run('Master Degree in Chemistry @', 142, 100, { width: 150 }),
      run('Università di Trento', 295, 100, { italic: true, width: 100 }),
      run('Thesis title: Catalysts for cleaner ammonia', 142, 113, { width: 220 }),
    ]);
    expect(parseEducation(lines).map((e) => [e.university, e.degree])).toEqual([
      ['Università di Trento', 'Master Degree in Chemistry'],
    ]);
  });

  it('reads a cégep as a school', () => {
    const lines = linesOf([
      run('2016', 143, 100, { bold: true, width: 20 }),
      run('Techniques de génie mécanique', 175, 100, { bold: true, width: 170 }),
      run('Cégep de Sherbrooke', 175, 112, { width: 100 }),
    ]);
    expect(parseEducation(lines).map((e) => e.university)).toEqual(['Cégep de Sherbrooke']);
  });

  it("keeps a degree's abbreviation in brackets with it and leaves the dates of a degree line out", () => {
    const lines = linesOf([
      run('Lakeside State University, Corvallis, Oregon, USA', 110, 100),
      run('■ Master of Science (M.S.) in Robotics', 115, 113),
      run('Sep 2016 – Current', 470, 113),
    ]);
    expect(parseEducation(lines).map((e) => [e.university, e.degree, e.startDate, e.endDate])).toEqual([
      ['Lakeside State University', 'Master of Science (M.S.) in Robotics', '2016-09', 'present'],
    ]);
  });

  it('leaves a minor out of the degree', () => {
    const lines = linesOf([
      run('Brisbane Institute of Technology', 47, 100, { bold: true, width: 200 }),
      run('Bachelor of Information Technology in Computer Science, Minor in Cyber Security', 47, 113, { width: 380 }),
      run('Expected Grad - Dec 2024', 456, 113, { width: 110 }),
    ]);
    expect(parseEducation(lines).map((e) => [e.university, e.degree])).toEqual([
      ['Brisbane Institute of Technology', 'Bachelor of Information Technology in Computer Science'],
    ]);
  });

  it('reads "A Levels" as a qualification', () => {
    expect(educationRoles(['Hewett High School, Norwich', 'A Levels']).degree).toBe('A Levels');
  });
});
