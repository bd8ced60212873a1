import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';

const rows = (lines: ReturnType<typeof linesOf>) =>
  parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate]);

// Employer layouts of the second development round on real résumés (issue 21), rebuilt with invented content.
describe('employer layouts of the second development round', () => {
  it('reads a company, its place, its web site and its dates above the position as one entry', () => {
    const entry = (y: number, company: string, place: string, url: string, dates: string, title: string) => [
      run(company, 60, y, { size: 13.7, bold: true }),
      run(place, 60, y + 18, { size: 13.7, bold: true }),
      run(url, 60, y + 34, { size: 11.4 }),
      run(dates, 60, y + 49, { size: 11.4 }),
      run(title, 60, y + 82, { size: 13.7, bold: true }),
      run(title, 60, y + 99, { size: 11.4 }),
      run('• Rebuilt the checkout pages', 70, y + 120, { size: 11.4 }),
    ];
    const lines = linesOf([
      ...entry(
        100,
        'Quillon.io',
        'Tavira Bay',
        'https://www.quillon.io/',
        'April 2019 – Present',
        'Front End Developer',
      ),
      ...entry(
        260,
        'Harbrook',
        'Lessing Vale',
        'https://www.harbrook.example/',
        'October 2017 – April 2019',
        'Full Stack Developer',
      ),
    ]);
    expect(rows(lines)).toEqual([
      ['Front End Developer', 'Quillon.io', '2019-04', 'present'],
      ['Full Stack Developer', 'Harbrook', '2017-10', '2019-04'],
    ]);
  });

  it('keeps an employer and its unit joined by a dash whole where the bold title sets them apart', () => {
    const entry = (y: number, title: string, rest: string, dates: string) => [
      run(title, 140, y, { size: 12, bold: true }),
      run(rest, 140 + title.length * 6, y, { size: 12 }),
      run(dates, 140, y + 26),
      run('• Reconciled the monthly accounts', 150, y + 44),
    ];
    const lines = linesOf([
      ...entry(100, 'Settlement Specialist', ', Northwind, Inc. – Shared Services Center', 'Jun 2021 - Aug 2022'),
      ...entry(180, 'Account Clerk II', ', Marlow County Tax Office', 'Jun 2014 - Dec 2016'),
    ]);
    expect(rows(lines)).toEqual([
      ['Settlement Specialist', 'Northwind, Inc. – Shared Services Center', '2021-06', '2022-08'],
      ['Account Clerk II', 'Marlow County Tax Office', '2014-06', '2016-12'],
    ]);
  });

  it('reads a bracketed list of fields in a title as no place, and a country the list missed as a place', () => {
    const entry = (y: number, title: string, employer: string, dates: string) => [
      run(title, 40, y, { size: 12 }),
      run(employer, 40, y + 16, { bold: true }),
      run(dates, 40, y + 30, { size: 9 }),
      run('• Shipped the first release', 48, y + 44),
    ];
    const lines = linesOf([
      ...entry(
        100,
        'Senior Engineer (Payments - Backend & Integrations)',
        'Brightwave Trading, Larnaca, Cyprus',
        'Dec 2019 – Apr 2021',
      ),
      ...entry(
        170,
        'Junior Engineer (Startup - Backend, Frontend, Machine Learning)',
        'Oddleaf',
        'Nov 2015 – Nov 2016',
      ),
    ]);
    expect(rows(lines)).toEqual([
      ['Senior Engineer (Payments - Backend & Integrations)', 'Brightwave Trading', '2019-12', '2021-04'],
      ['Junior Engineer (Startup - Backend, Frontend, Machine Learning)', 'Oddleaf', '2015-11', '2016-11'],
    ]);
  });

  it('keeps the employer after "at" when a place follows it', () => {
    const lines = linesOf([
      run('May-August 2016 Trainee at QRBX, Hong Kong', 40, 100),
      run('Wrote spreadsheet macros that built the weekly reports for the audit team.', 140, 112, { size: 8 }),
    ]);
    expect(rows(lines)).toEqual([['Trainee', 'QRBX', '2016-05', '2016-08']]);
  });

  it('reads a position printed in the employers’ type as one of its own, not under the employer above', () => {
    const entry = (y: number, employer: string, title: string, dates: string) => [
      run(employer, 74, y, { size: 10.9, bold: true }),
      run(title, 74, y + 14, { size: 10.9, italic: true }),
      run(dates, 472, y + 14, { size: 10.9, italic: true }),
      run('Kept the shop floor and the stock room in order for the morning shift.', 90, y + 30),
    ];
    const lines = linesOf([
      ...entry(100, 'Lindqvist AB', 'Cleaning assistant', '2014–2016'),
      run('Au pair', 74, 160, { size: 10.9, bold: true }),
      run('2010–2011', 472, 174, { size: 10.9, italic: true }),
      run('Looked after two children and their school days.', 90, 190),
    ]);
    expect(rows(lines)).toEqual([
      ['Cleaning assistant', 'Lindqvist AB', '2014', '2016'],
      ['Au pair', null, '2010', '2011'],
    ]);
  });

  it('keeps a legal form after a dot in the employer’s name and leaves the kind of employment out', () => {
    const lines = linesOf([
      run('brightmoor. Inc (part time job)', 50, 100, { size: 11.5, bold: true }),
      run('Oct, 2017- Mar, 2018', 450, 100, { size: 11.5 }),
      run('• Helped build the booking service for a chain of climbing gyms.', 60, 120),
    ]);
    expect(rows(lines)).toEqual([[null, 'brightmoor. Inc', '2017-10', '2018-03']]);
  });
});
