import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { findFullName, partedAtCase } from './full-name.ts';

describe('full name', () => {
  it('joins a name stacked in two lines when the first shares its baseline with a contact in body type', () => {
    const lines = linesOf([
      run('Lucía Ferrer', 24, 79, { size: 43.309, bold: true, width: 200 }),
      run('+34 600 000 000', 500, 84, { size: 9.7, width: 68 }),
      run('Montalbán', 24, 122.3, { size: 43.309, bold: true, width: 150 }),
      run('lucia@example.com', 420, 100, { size: 9.7, width: 148 }),
      run('Diseñadora gráfica', 26, 148, { size: 21.6, width: 170 }),
    ]);
    expect(findFullName([], lines)).toBe('Lucía Ferrer Montalbán');
  });

  it('parts a given and a family name set in two weights without a space', () => {
    const lines = linesOf([
      run('Tomasz', 187, 71, { size: 40, width: 105 }),
      run('Wiśniewski', 295, 71, { size: 40, width: 190 }),
      run('open source developer', 200, 90, { size: 14, width: 160 }),
    ]);
    expect(findFullName([], lines)).toBe('Tomasz Wiśniewski');
    expect(partedAtCase('AnnaMcLean')).toBe('Anna McLean');
    expect(partedAtCase('McLean')).toBeNull();
  });

  it('never takes a section heading or a work arrangement for the name', () => {
    const lines = linesOf([
      run('Latest Updates', 57, 60, { size: 24 }),
      run('Part Time', 57, 200, { size: 16 }),
      run('Barista at a café near the station, weekends only.', 57, 220, { size: 10, width: 260 }),
    ]);
    expect(findFullName(lines, lines, null, new Set(['Latest Updates']))).toBeNull();
  });
});
