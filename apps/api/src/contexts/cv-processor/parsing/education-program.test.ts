import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseEducation } from './education.ts';

describe('parseEducation: courses named without a degree word, and "course at school" lines (ADR 083)', () => {
  it('reads "X at Y" as the course and its school, the school whole though it holds a dash and no school word', () => {
    const lines = linesOf([
      run('Web Development Track at Northwind Academy', 42, 100, { bold: true, width: 220 }),
      run('Apr 2017 - Sept 2018', 470, 100, { width: 90 }),
      run('BSc. Marine Biology at Halden - Coastal Institute of Science', 42, 130, { bold: true, width: 300 }),
      run('Oct 2013 - Oct 2016', 470, 130, { width: 90 }),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university, e.startDate, e.endDate])).toEqual([
      ['Web Development Track', 'Northwind Academy', '2017-04', '2018-09'],
      ['BSc. Marine Biology', 'Halden - Coastal Institute of Science', '2013-10', '2016-10'],
    ]);
  });

  it('takes a programme printed beside its school without a degree word as the degree', () => {
    const lines = linesOf([
      run('Riverside Coding School', 64, 100, { bold: true, width: 130 }),
      run('Lisbon, Portugal', 64, 115, { width: 90 }),
      run('Peer-Led Software Engineering Programme', 64, 130, { italic: true, width: 220 }),
      run('2021 – Present', 64, 145, { width: 70 }),
      // A theme joining field, degree and school with commas prints an empty degree as ", ," (the school in plain type).
      run('Nursing Coursework, ,', 64, 180, { bold: true, width: 118 }),
      run('Lakeview Community College', 185, 180, { width: 140 }),
      run('- Dec, 2017', 64, 195, { width: 60 }),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university])).toEqual([
      ['Peer-Led Software Engineering Programme', 'Riverside Coding School'],
      ['Nursing Coursework', 'Lakeview Community College'],
    ]);
  });
});
