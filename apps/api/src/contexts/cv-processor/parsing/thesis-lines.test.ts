import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseEducation } from './education.ts';

describe('education: a thesis title wrapped onto the next line', () => {
  it('keeps the wrapped part of the thesis out of the next entry and out of the schools', () => {
    const lines = linesOf([
      run('MSc.', 89, 100, { size: 11, width: 25 }),
      run('2017-2019', 456, 100, { size: 11, width: 48 }),
      run('Northmere State University', 89, 114, { size: 11, width: 170 }),
      run('Thesis: Adaptive meshing for the NCTM (Northmere Coastal', 100, 128, { bold: true, width: 400 }),
      run('Tide Model) storm surge model', 89, 141, { bold: true, width: 190 }),
      run('BSc.', 89, 166, { size: 11, width: 25 }),
      run('2013-2017', 456, 166, { size: 11, width: 48 }),
      run('Northmere State University', 89, 180, { size: 11, width: 170 }),
      run('Thesis: Load balancing with space-filling curves for NCTM', 100, 194, { bold: true, width: 400 }),
      run('(Institute of Coastal Mathematics Tide Model)', 88, 207, { bold: true, width: 260 }),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university])).toEqual([
      ['MSc', 'Northmere State University'],
      ['BSc', 'Northmere State University'],
    ]);
  });
});
