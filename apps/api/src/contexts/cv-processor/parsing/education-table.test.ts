import { describe, expect, it } from 'vitest';
import type { Line } from '../pdf/layout-types.ts';
import { linesOf, run } from '../test-support/layout.ts';
import { tableEducation } from './education-table.ts';

describe('tableEducation: a table of qualifications under a row of column names', () => {
  it('reads each row by the column its cells stand under, and the column-name row is no entry', () => {
    // Rows as the line builder reads a table: one line a row, one segment a cell.
    const row = (y: number, cells: string[]): Line => ({
      text: cells.join('  '),
      segments: cells,
      segmentX: cells.map((_, i) => [40, 200, 360, 480][i] as number),
      spans: cells.map((text, segment) => ({ text, x: 0, bold: false, italic: false, size: 10, segment })),
      x: 40,
      right: 560,
      y,
      size: 10,
      bold: false,
      italic: false,
      page: 1,
      gapAbove: 16,
    });
    const lines = [
      row(373, ['Qualification', 'Institution', 'Board / University', 'Year Percentage']),
      row(390, ['B.Tech (Computer Science)', 'RV College of Engineering', 'VTU', '2016 78%']),
      row(406, ['XII', 'Kendriya Vidyalaya, Hebbal', 'CBSE', '2012 88%']),
      row(440, ['Certified Scrum Master, 2020']),
    ];
    const table = tableEducation(lines);
    expect(table?.entries).toEqual([
      {
        degree: 'B.Tech (Computer Science)',
        university: 'RV College of Engineering',
        startDate: null,
        endDate: '2016',
        gpa: '78%',
      },
      { degree: 'XII', university: 'Kendriya Vidyalaya, Hebbal', startDate: null, endDate: '2012', gpa: '88%' },
    ]);
    expect(table?.after.map((l) => l.text)).toEqual(['Certified Scrum Master, 2020']);
  });

  it('finds no table in entries that merely have several segments', () => {
    const lines = linesOf([
      run('Master of Science', 62, 100),
      run('ETH Zürich', 250, 100),
      run('2019 – 2021', 450, 100),
    ]);
    expect(tableEducation(lines)).toBeNull();
  });
});
