import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseEducation } from './education.ts';

const row = (e: {
  degree: string | null;
  university: string | null;
  startDate: string | null;
  endDate: string | null;
}) => [e.degree, e.university, e.startDate, e.endDate];

describe("parseEducation: second round of real résumés' layouts (ADR 083, issue 21)", () => {
  it('reads a bold field of up to six words under the school, over its degree (a JSON Resume theme)', () => {
    const lines = linesOf([
      run('Northbay Institute of Technology', 50, 100, { bold: true, width: 180 }),
      run('2019-09 — 2021-06', 460, 100, { bold: true, width: 90 }),
      run('•', 50, 122, { width: 5 }),
      run('Marine Biology & Coastal Ecology', 62, 122, { bold: true, width: 170 }),
      run('Master of Science', 69, 136, { width: 90 }),
      run('Courses', 50, 160, { bold: true, width: 40 }),
      run('•', 65, 182, { width: 5 }),
      run('Plankton Dynamics', 77, 182, { width: 90 }),
    ]);
    expect(parseEducation(lines).map(row)).toEqual([
      [
        'Master of Science in Marine Biology & Coastal Ecology',
        'Northbay Institute of Technology',
        '2019-09',
        '2021-06',
      ],
    ]);
  });

  it('reads "Curso" alone under its subject as a course in that subject, and "Curso" before it as printed', () => {
    const under = linesOf([
      run('Academia Norte de Oficios', 50, 100, { bold: true, width: 140 }),
      run('2023-10 — 2024-03', 460, 100, { bold: true, width: 90 }),
      run('•', 50, 122, { width: 5 }),
      run('Cocina Mediterránea y Repostería', 62, 122, { bold: true, width: 170 }),
      run('Curso', 69, 136, { width: 30 }),
      run('Courses', 50, 160, { bold: true, width: 40 }),
    ]);
    const before = linesOf([
      run('Academia Norte de Oficios', 50, 100, { bold: true, width: 140 }),
      run('10/2023 - 03/2024', 460, 100, { italic: true, width: 90 }),
      run('Curso Cocina Mediterránea y Repostería', 50, 112, { size: 9, width: 180 }),
    ]);
    const want = ['Curso in Cocina Mediterránea y Repostería', 'Academia Norte de Oficios', '2023-10', '2024-03'];
    expect(parseEducation(under).map(row)).toEqual([want]);
    // Printed as one piece, the course keeps its printed words.
    expect(parseEducation(before).map(row)).toEqual([['Curso Cocina Mediterránea y Repostería', ...want.slice(1)]]);
  });

  it('reads a value closed by "course" as the qualification, beside a provider without a school word', () => {
    const lines = linesOf([
      run('Finnish language course', 74, 100, { bold: true, width: 130 }),
      run('Tampere', 482, 100, { bold: true, width: 40 }),
      run('Kielikeskus Pohjola', 74, 113, { italic: true, width: 100 }),
      run('2015–2016', 472, 113, { italic: true, width: 50 }),
    ]);
    expect(parseEducation(lines).map(row)).toEqual([
      ['Finnish language course', 'Kielikeskus Pohjola', '2015', '2016'],
    ]);
  });

  it('takes dates printed last, under the degree and grade, and leaves the faculty after the university out', () => {
    const lines = linesOf([
      run('Northbay University, Faculty of Arts and Letters', 58, 100, { bold: true, width: 240 }),
      run("Bachelor's Degree in History", 58, 115, { italic: true, width: 140 }),
      run('GPA: Very Good', 58, 127, { width: 80 }),
      run('September 2016 - May 2020', 58, 139, { italic: true, width: 130 }),
    ]);
    expect(parseEducation(lines).map(row)).toEqual([
      ["Bachelor's Degree in History", 'Northbay University', '2016-09', '2020-05'],
    ]);
  });

  it('keeps a degree\'s abbreviation after a dash ("Bachelor of Science - BS", a LinkedIn export)', () => {
    const lines = linesOf([
      run('2019', 52, 100, { bold: true, width: 24 }),
      run('2023', 52, 115, { bold: true, width: 24 }),
      run('Lakeside State University', 53, 148, { bold: true, size: 13.7, width: 170 }),
      run('Bachelor of Science - BS', 53, 168, { width: 120 }),
      run('Marine Engineering', 53, 194, { width: 100 }),
    ]);
    expect(parseEducation(lines).map(row)).toEqual([
      ['Bachelor of Science - BS in Marine Engineering', 'Lakeside State University', '2019', '2023'],
    ]);
  });

  it('reads a specialist degree as a degree, and an IUT as a school', () => {
    const lines = linesOf([
      run('Specialist degree Applied Physics', 42, 100, { bold: true, width: 170 }),
      run('Sept 2006 - Jul 2011', 477, 100, { width: 90 }),
      run('Volga State University', 42, 116, { width: 110 }),
      run('DUT', 42, 150, { bold: true, width: 20 }),
      run('Mesures physiques', 64, 150, { width: 90 }),
      run('09/2013 → 06/2015', 300, 150, { italic: true, width: 90 }),
      run('IUT Valence', 42, 161, { bold: true, width: 60 }),
    ]);
    expect(parseEducation(lines).map(row)).toEqual([
      ['Specialist degree Applied Physics', 'Volga State University', '2006-09', '2011-07'],
      ['DUT in Mesures physiques', 'IUT Valence', '2013-09', '2015-06'],
    ]);
  });

  it("keeps a short name before a dash with the school's name, and a degree in brackets as a note on the dates", () => {
    const lines = linesOf([
      run('B.Sc. Marine Engineering', 43, 100, { size: 12, width: 150 }),
      run('NPTU - Northbay Polytechnic University', 43, 114, { bold: true, width: 200 }),
      run('• 2012 – 2017 (almost M.Sc.)', 43, 128, { size: 9, width: 120 }),
      run('Department of Naval Architecture', 43, 144, { width: 160 }),
    ]);
    expect(parseEducation(lines).map(row)).toEqual([
      ['B.Sc. Marine Engineering', 'NPTU - Northbay Polytechnic University', '2012', '2017'],
    ]);
  });
});
