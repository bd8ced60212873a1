import { describe, expect, it } from 'vitest';
import { layoutOf, linesOf, run } from '../test-support/layout.ts';
import { parseEducation } from './education.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseCvLayout } from './parse-cv.ts';

describe('education: a qualification named without a leading degree word', () => {
  it('reads moderncv entries printed "qualification, school, city" with the years in the margin', () => {
    const runs = [
      run('Léonie Marchetti', 320, 100, { size: 24, width: 200 }),
      run('Education', 146, 168, { size: 14, width: 58 }),
      run('2009–2012', 88, 187, { size: 11, width: 49 }),
      run('Technical Baccalaureate (A-level),', 146, 187, { size: 11, bold: true, width: 170 }),
      run('Sainte-Marie,', 319, 187, { size: 11, italic: true, width: 62 }),
      run('Angers, with distinction', 384, 187, { size: 11, width: 110 }),
      run('Physics speciality', 146, 201, { width: 95 }),
      run('2012–2017', 88, 218, { size: 11, width: 49 }),
      run('Expert in Software Architecture,', 146, 218, { size: 11, bold: true, width: 160 }),
      run('Codoria,', 309, 218, { size: 11, italic: true, width: 40 }),
      run('Nantes', 352, 218, { size: 11, width: 34 }),
      run('A five-year programme built on team projects', 146, 232, { width: 230 }),
    ];
    const result = parseCvLayout(layoutOf(runs), loadTaxonomy()).result;
    expect(result.educationDtos.map((e) => [e.degree, e.university])).toEqual([
      ['Technical Baccalaureate (A-level) in Physics speciality', 'Sainte-Marie'],
      ['Expert in Software Architecture', 'Codoria'],
    ]);
  });

  it('reads a training or a course beside its provider as the degree, the provider as the school', () => {
    const lines = linesOf([
      run('2018', 57, 100, { bold: true, width: 20 }),
      run('Professional Training', 141, 100, { bold: true, width: 90 }),
      run('Brightpath Agile', 460, 100, { bold: true, width: 80 }),
      run('Introduction to Scrum', 141, 111, { width: 130 }),
      run('2019', 57, 131, { bold: true, width: 20 }),
      run('Online Course', 141, 131, { bold: true, width: 60 }),
      run('Learnloop', 490, 131, { bold: true, width: 50 }),
      run('Introduction to Deep Learning', 141, 142, { width: 130 }),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university])).toEqual([
      ['Professional Training', 'Brightpath Agile'],
      ['Online Course', 'Learnloop'],
    ]);
  });
});
