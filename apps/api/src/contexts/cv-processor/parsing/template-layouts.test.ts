// Layouts of widely used LaTeX résumé templates as their users fill them (issue 21's blind reading), with invented
// content: Deedy's subsection heads, moderncv's narrow date column, AltaCV's split experience, sidebar education.
import { describe, expect, it } from 'vitest';
import { layoutOf, linesOf, run } from '../test-support/layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseCvLayout } from './parse-cv.ts';
import { parseExperience } from './experience.ts';
import { degreeWithField } from './education.ts';
import { vocabularyKind } from './section-vocabulary.ts';

const taxonomy = loadTaxonomy();

describe('Deedy: bold capital subsection heads under light capital headings', () => {
  const runs = [
    run('Marta Lindqvist', 200, 40, { size: 24, width: 190 }),
    run('marta.lindqvist@example.com', 210, 60, { size: 11, width: 170 }),
    run('EDUCATION', 35, 100, { size: 12, width: 80 }),
    run('WESTFIELD STATE', 35, 116, { size: 12, bold: true, width: 110 }),
    run('B.S. IN COMPUTER SCIENCE', 35, 130, { size: 11, width: 160 }),
    run('September 2012 - June 2016 | Westfield, MA', 35, 143, { width: 200 }),
    run('EXPERIENCE', 35, 180, { size: 12, width: 85 }),
    run('NORTHWIND | SOFTWARE ENGINEER', 35, 196, { size: 11, width: 210 }),
    run('July 2018 - Present | Ranking Infra | Denver, CO', 35, 209, { width: 260 }),
    run('• Built the query planner of the product search service.', 45, 222, { width: 250 }),
    run('BLUE HERON | SOFTWARE ENGINEERING INTERN', 35, 245, { size: 11, width: 270 }),
    run('June 2017 - September 2017 | Cache RPC | Austin, TX', 35, 258, { width: 260 }),
    run('• Wrote the reconciliation job for card refunds.', 45, 271, { width: 230 }),
    run('KESTREL | SOFTWARE DEVELOPER INTERN', 35, 294, { size: 11, width: 270 }),
    run('June 2016 - August 2016 | Mobile Apps | Portland, OR', 35, 307, { width: 240 }),
    run('• Shipped the offline mode of the field app.', 45, 320, { width: 220 }),
  ];
  const result = parseCvLayout(layoutOf(runs), taxonomy).result;

  it('reads the bold school under "EDUCATION" as its entry, not as a heading of its own', () => {
    const first = result.educationDtos[0];
    expect([first?.university, first?.degree]).toEqual(['WESTFIELD STATE', 'B.S. IN COMPUTER SCIENCE']);
  });

  it('takes the employer from the title line, not the team on the dates line', () => {
    expect(result.employerDtos.map((e) => [e.employer, e.title, e.startDate])).toEqual([
      ['NORTHWIND', 'SOFTWARE ENGINEER', '2018-07'],
      ['BLUE HERON', 'SOFTWARE ENGINEERING INTERN', '2017-06'],
      ['KESTREL', 'SOFTWARE DEVELOPER INTERN', '2016-06'],
    ]);
  });
});

describe('moderncv classic: a range wrapped in the narrow date column', () => {
  it('joins "July 2019" / "– present" into one range', () => {
    const lines = linesOf([
      run('July 2019', 70, 100, { width: 40 }),
      run('Data Platform Engineer,', 135, 100, { bold: true, width: 110 }),
      run('Halvorsen Logistics', 420, 100, { italic: true, width: 90 }),
      run('– present', 73, 113, { width: 37 }),
      run('• Moved the nightly batch jobs to a streaming pipeline.', 135, 113, { width: 240 }),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Data Platform Engineer', employer: 'Halvorsen Logistics', startDate: '2019-07', endDate: 'present' },
    ]);
  });
});

describe('heading words of real users’ sections', () => {
  it('reads clubs and contests as activities, not positions', () => {
    expect(vocabularyKind('Extracurricular Activities and Competitions')?.kind).toBe('volunteer');
  });

  it('reads AltaCV’s "Current Position" as experience', () => {
    expect(vocabularyKind('Current Position')).toEqual({ kind: 'experience', exact: true });
  });
});

describe('degrees as students print them', () => {
  it('keeps a typeset possessive and a note in brackets inside the degree', () => {
    expect(degreeWithField('Master’s in Computer Science')).toBe('Master’s in Computer Science');
    expect(degreeWithField('B.Eng. (Expected) in Electronic Engineering')).toBe(
      'B.Eng. (Expected) in Electronic Engineering',
    );
  });
});
