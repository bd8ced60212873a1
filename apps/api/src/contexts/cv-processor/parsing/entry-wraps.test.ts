import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseEducation } from './education.ts';
import { parseExperience } from './experience.ts';

describe('splitEntries: wrapped sentences and values of web résumés (ADR 083)', () => {
  it("keeps a description's last word, wrapped alone onto its line, in the entry's body", () => {
    const lines = linesOf([
      run('Senior Developer', 196, 100, { bold: true, size: 16, width: 140 }),
      run('Harbor Lantern Studio', 196, 117, { bold: true, size: 10.5, width: 110 }),
      run('Oct 2009 – Jul 2011', 196, 133, { size: 10.5, width: 95 }),
      run('Harbor Lantern Studio is a design and marketing agency that works mostly in', 196, 155, {
        size: 10.5,
        width: 380,
      }),
      run('Healthcare.', 196, 171, { size: 10.5, width: 55 }),
      run('Led development of several client projects in HTML5 and CSS3', 206, 193, { size: 10.5, width: 300 }),
      run('Web Developer', 196, 230, { bold: true, size: 16, width: 110 }),
      run('Quillmark Press', 196, 247, { bold: true, size: 10.5, width: 80 }),
      run('Sep 2007 – Dec 2007', 196, 263, { size: 10.5, width: 95 }),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate])).toEqual([
      ['Senior Developer', 'Harbor Lantern Studio', '2009-10'],
      ['Web Developer', 'Quillmark Press', '2007-09'],
    ]);
  });

  it('joins a value wrapped onto a line opening in lower case, with the roomy line height of a web page', () => {
    const lines = linesOf([
      run('Sep 2014 - Jan 2015', 60, 100, { size: 10.5, width: 95 }),
      run("Bachelor's degree in Geology,", 220, 100, { bold: true, size: 11, width: 160 }),
      run('Westbrook University', 384, 100, { size: 11, width: 110 }),
      // 1.6 em below: the page's line height.
      run('of Applied Sciences', 220, 117.6, { size: 11, width: 100 }),
      run('Sep 2013 - Jul 2014', 60, 150, { size: 10.5, width: 95 }),
      run("Bachelor's degree in Physics,", 220, 150, { bold: true, size: 11, width: 160 }),
      run('Norhaven Institute of Technology', 384, 150, { size: 11, width: 150 }),
    ]);
    expect(parseEducation(lines).map((e) => e.university)).toEqual([
      'Westbrook University of Applied Sciences',
      'Norhaven Institute of Technology',
    ]);
  });
});
