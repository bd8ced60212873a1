import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { findFullName, headingTitles, partedAtCase } from './full-name.ts';

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
      run('Bartosz', 187, 71, { size: 40, width: 105 }),
      run('Wiśniewski', 295, 71, { size: 40, width: 190 }),
      run('open source developer', 200, 90, { size: 14, width: 160 }),
    ]);
    expect(findFullName([], lines)).toBe('Bartosz Wiśniewski');
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

  it('keeps a heading whose section holds the contact details as a name line', () => {
    const lines = linesOf([
      run('Personal information', 57, 60, { size: 14, bold: true }),
      run('Nadia Okafor', 57, 90, { size: 14, bold: true }),
      run('nadia@example.org · +44 7700 900000', 57, 110, { size: 10, width: 200 }),
      run('Recent News', 57, 150, { size: 14, bold: true }),
      run('A talk at a meetup in March.', 57, 170, { size: 10, width: 150 }),
    ]);
    const sections = [
      { kind: 'contact' as const, title: 'Personal information', lines: [] },
      { kind: 'other' as const, title: 'Nadia Okafor', lines: lines.slice(2, 3) },
      { kind: 'other' as const, title: 'Recent News', lines: lines.slice(4) },
    ];
    expect([...headingTitles(sections)]).toEqual(['Personal information', 'Recent News']);
    expect(findFullName([], lines, null, headingTitles(sections))).toBe('Nadia Okafor');
  });
});
