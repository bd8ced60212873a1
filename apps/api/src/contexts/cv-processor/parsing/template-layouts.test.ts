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

describe('a table CV: dates and row labels in a right-aligned label column', () => {
  it('keeps the positions after a bold "Accomplishments" row label', () => {
    const runs = [
      run('Rosa Kettunen', 250, 50, { size: 14, width: 90 }),
      run('WORK EXPERIENCE', 42, 140, { width: 90 }),
      run('JUN 2019 - PRESENT', 170, 155, { width: 90 }),
      run('Service Desk Analyst at NORDHAVN UNIVERSITY', 271, 155, { width: 220 }),
      run('Duties:', 226, 203, { size: 8, bold: true, width: 33 }),
      run('• Answered the walk-up desk and the phone queue.', 271, 203, { size: 8, width: 200 }),
      run('• Reimaged the lab computers each term.', 271, 215, { size: 8, width: 170 }),
      run('Accomplishments', 178, 251, { size: 8, bold: true, width: 81 }),
      run('• Cut the ticket backlog by a third.', 271, 251, { size: 8, width: 160 }),
      run('SEP 2016 - MAY 2019', 170, 296, { width: 90 }),
      run('Lab Assistant at NORDHAVN UNIVERSITY', 271, 296, { width: 190 }),
      run('Duties:', 226, 308, { size: 8, bold: true, width: 33 }),
      run('• Kept the printers and the loan laptops running.', 271, 308, { size: 8, width: 200 }),
    ];
    const positions = parseCvLayout(layoutOf(runs), taxonomy).result.employerDtos;
    expect(positions.map((p) => [p.title, p.startDate, p.endDate])).toEqual([
      ['Service Desk Analyst', '2019-06', 'present'],
      ['Lab Assistant', '2016-09', '2019-05'],
    ]);
  });
});

describe('company names with abbreviations inside', () => {
  it('keeps "Gebr." and "Pvt." inside the employer', () => {
    const lines = linesOf([
      run('Assembly Technician', 28, 100, { size: 12, width: 110 }),
      run('Gebr. Lindner Maschinenbau GmbH', 28, 115, { bold: true, width: 160 }),
      run('• May 2016 – April 2019', 28, 130, { size: 9, width: 110 }),
      run('Systems Engineer', 28, 160, { size: 12, width: 95 }),
      run('Ganga Software Services Pvt. Ltd.', 28, 175, { bold: true, width: 170 }),
      run('• June 2019 – March 2022', 28, 190, { size: 9, width: 115 }),
    ]);
    expect(parseExperience(lines).map((e) => e.employer)).toEqual([
      'Gebr. Lindner Maschinenbau GmbH',
      'Ganga Software Services Pvt. Ltd',
    ]);
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

describe('what a template leaves behind', () => {
  it('drops an Awesome-CV footer naming the résumé in capitals', () => {
    const runs = [
      run('Noor Haddad', 200, 60, { size: 28, width: 180 }),
      run('EXPERIENCE', 57, 140, { size: 16, bold: true, width: 100 }),
      run('Larkspur Analytics', 57, 160, { bold: true, width: 100 }),
      run('Lisbon, Portugal', 470, 160, { italic: true, width: 80 }),
      run('DATA ANALYST', 57, 173, { size: 8, width: 60 }),
      run('Mar. 2020 - Present', 470, 173, { size: 8, width: 80 }),
      run('• Built the churn dashboards of the sales team.', 57, 186, { width: 220 }),
      run('NOVEMBER 27, 2026', 57, 800, { size: 8, width: 70 }),
      run('NOOR HADDAD · RÉSUMÉ', 250, 800, { size: 8, width: 90 }),
      run('1', 530, 800, { size: 8, width: 5 }),
    ];
    expect(parseCvLayout(layoutOf(runs), taxonomy).result.employerDtos).toEqual([
      { title: 'DATA ANALYST', employer: 'Larkspur Analytics', startDate: '2020-03', endDate: 'present' },
    ]);
  });

  it('prefers the printed address to a link left to the template’s example domain', () => {
    const runs = [
      run('Ilse Maarsen', 200, 60, { size: 24, width: 150 }),
      run('ilse.maarsen@uni-groningen.nl', 200, 90, { width: 150 }),
    ];
    const links = [{ url: 'mailto:user@example.com', page: 1, y: 90 }];
    expect(parseCvLayout(layoutOf(runs, links), taxonomy).result.email).toBe('ilse.maarsen@uni-groningen.nl');
  });

  it('prefers the printed address to a link one letter off it, and the link to another printed address', () => {
    const runs = [
      run('Tomas Reyl', 200, 60, { size: 24, width: 150 }),
      run('tomasrd@postbox.test', 200, 90, { width: 150 }),
    ];
    const typo = [{ url: 'mailto:tomasr@postbox.test', page: 1, y: 90 }];
    expect(parseCvLayout(layoutOf(runs, typo), taxonomy).result.email).toBe('tomasrd@postbox.test');
    const other = [{ url: 'mailto:t.reyl@mailhouse.test', page: 1, y: 90 }];
    expect(parseCvLayout(layoutOf(runs, other), taxonomy).result.email).toBe('t.reyl@mailhouse.test');
  });
});

describe('AltaCV: the main column running on over two pages beside a sidebar', () => {
  const left = (text: string, y: number, page: number, opts: { size?: number; bold?: boolean } = {}) =>
    run(text, 28, y, { ...opts, page, width: Math.min(300, text.length * 5) });
  const right = (text: string, y: number, page: number, opts: { size?: number; bold?: boolean } = {}) =>
    run(text, 367, y, { ...opts, page, width: Math.min(190, text.length * 5) });
  const page1 = [
    left('Aino Virtanen', 40, 1, { size: 24 }),
    left('aino.virtanen@example.com', 70, 1),
    left('EXPERIENCE', 110, 1, { size: 16, bold: true }),
    left('Research Engineer', 130, 1, { size: 12 }),
    left('Pohjola Instruments', 145, 1, { bold: true }),
    left('• March 2021 – present', 160, 1),
    left('– Calibrated the spectrometers of the field stations.', 175, 1),
    left('– Wrote the drift correction of the sensor network.', 190, 1),
    left('– Led the move of the lab data to a shared archive.', 205, 1),
    left('– Trained four interns in the measurement protocol.', 220, 1),
    right('LANGUAGES', 110, 1, { size: 16, bold: true }),
    right('Finnish', 130, 1),
    right('English', 145, 1),
    right('Swedish', 160, 1),
    right('VOLUNTEERING', 190, 1, { size: 16, bold: true }),
    right('Orienteering club treasurer', 210, 1),
    right('Science fair judge', 225, 1),
  ];
  const page2 = [
    left('Laboratory Technician', 45, 2, { size: 12 }),
    left('Kallio Materials Oy', 60, 2, { bold: true }),
    left('• June 2017 – February 2021', 75, 2),
    left('– Ran the tensile tests of the polymer samples.', 90, 2),
    left('– Kept the instrument log and the safety records.', 105, 2),
    right('PROJECTS', 45, 2, { size: 16, bold: true }),
    right('Open weather logger', 65, 2, { size: 12 }),
    right('A low-power station for schools.', 80, 2),
    right('Birdsong counter', 100, 2, { size: 12 }),
    right('Counts calls in field recordings.', 115, 2),
  ];
  const layout = {
    pageCount: 2,
    pages: [
      { width: 595, height: 842, runs: page1 },
      { width: 595, height: 842, runs: page2 },
    ],
    links: [],
  };

  it('reads page 2’s first position as experience, not as the sidebar’s last box', () => {
    const positions = parseCvLayout(layout, taxonomy).result.employerDtos;
    expect(positions.map((p) => [p.title, p.employer, p.startDate, p.endDate])).toEqual([
      ['Research Engineer', 'Pohjola Instruments', '2021-03', 'present'],
      ['Laboratory Technician', 'Kallio Materials Oy', '2017-06', '2021-02'],
    ]);
  });
});
