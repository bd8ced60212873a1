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

  it("never joins a place on its own line to the employer above, however near the column's edge that ended", () => {
    // A narrow column (a theme's main column beside a sidebar): employer, place, dates, then the title.
    const entry = (y: number, employer: string, place: string, dates: string, title: string) => [
      run(employer, 63, y, { bold: true, size: 13.7, width: 255 }),
      run(place, 63, y + 18, { bold: true, size: 13.7, width: 200 }),
      run(dates, 63, y + 34, { size: 11.4, width: 120 }),
      run(title, 61, y + 67, { bold: true, size: 13.7, width: 160 }),
    ];
    const lines = linesOf([
      ...entry(
        100,
        'Northgate University of Vermont',
        'Burlington, Vermont, United States',
        'August 2020 – Present',
        'Undergraduate Student',
      ),
      ...entry(
        205,
        'Northgate University of Vermont',
        'Vermont, United States',
        'January 2022 – May 2022',
        'Lab Assistant',
      ),
      run('Kept the teaching lab machines patched and imaged for each term.', 61, 289, { size: 11.4, width: 255 }),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate])).toEqual([
      ['Undergraduate Student', 'Northgate University of Vermont', '2020-08'],
      ['Lab Assistant', 'Northgate University of Vermont', '2022-01'],
    ]);
  });

  it('reads a bold employer written in lower case, under its title and before the dates, as a header line', () => {
    const lines = linesOf([
      run('Founder', 196, 100, { bold: true, size: 16, width: 70 }),
      run('quiet harbour, llc', 196, 118, { bold: true, size: 10.5, width: 90 }),
      run('Feb 2004 – Present', 196, 134, { size: 10.5, width: 90 }),
      run('Since 2004 quiet harbour has been designing and building web tools for small charities.', 196, 156, {
        size: 10.5,
        width: 400,
      }),
      run('Senior Developer', 196, 200, { bold: true, size: 16, width: 140 }),
      run('m3X Commerce', 196, 218, { bold: true, size: 10.5, width: 70 }),
      run('Sep 2001 – Dec 2003', 196, 234, { size: 10.5, width: 95 }),
      run('Built the order pipeline of the catalogue shop.', 206, 256, { size: 10.5, width: 220 }),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Founder', 'quiet harbour, llc', '2004-02', 'present'],
      ['Senior Developer', 'm3X Commerce', '2001-09', '2003-12'],
    ]);
  });

  it('joins the next line to a value whose bracket it closes', () => {
    const lines = linesOf([
      run('Level Designer, Northwind Mods (Hollow Keep', 154, 100, { bold: true, size: 12, width: 300 }),
      run('Community Edition)', 154, 116, { bold: true, size: 12, width: 120 }),
      run('Jul, 2020 - May, 2021', 154, 132, { size: 10.8, width: 110 }),
      run('Built three arenas for a custom game mode played by thousands of players every week.', 170, 152, {
        size: 10.8,
        width: 420,
      }),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer])).toEqual([
      ['Level Designer', 'Northwind Mods (Hollow Keep Community Edition)'],
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
