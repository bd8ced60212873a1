import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseHighlights } from './highlights.ts';

describe('parseHighlights: award names over small print (ADR 083)', () => {
  it('keeps the bold award names and leaves the awarder and the description in small type out', () => {
    const lines = linesOf([
      run('Best Newcomer Prize - Harbour Hack 2023', 188, 100, { bold: true, size: 10.5, width: 210 }),
      run('Coastline Devs', 188, 112, { size: 8.2, width: 60 }),
      run('Won alone against teams of four with a tide-table app built over one weekend for local', 188, 125, {
        size: 8.2,
        width: 330,
      }),
      run('fishing crews.', 188, 135, { size: 8.2, width: 55 }),
      run('Volunteer of the Year', 188, 160, { bold: true, size: 10.5, width: 110 }),
      run('Riverside Food Bank', 188, 172, { size: 8.2, width: 80 }),
    ]);
    expect(parseHighlights(lines)).toEqual(['Best Newcomer Prize - Harbour Hack 2023', 'Volunteer of the Year']);
  });
});
