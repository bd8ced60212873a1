import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { looksLikeSkills, parseSkills } from './skills.ts';

/**
 * Full-width lines above and below the section (a summary, the next section's text), so that the rows are read as
 * rows of one column, not as columns of their own; they are dropped before parsing.
 */
const ruler = run('Summary line set across the whole page width, above the skills section', 42, 60, { width: 510 });
const below = [300, 313, 326, 339, 352, 365].map((y) =>
  run('Body text of the next section runs across the whole width of the page here', 42, y, { width: 510 }),
);
const skillLines = (lines: ReturnType<typeof linesOf>) => lines.filter((l) => l.y > 60 && l.y < 300);

describe('parseSkills: rows of tag boxes and group labels of résumé themes (ADR 083)', () => {
  it('reads each tag box of a row as an item, the boxes set about an em apart under a bold group label', () => {
    const lines = linesOf([
      ruler,
      run('Tooling / Team Practice', 154, 100, { bold: true, size: 12, width: 150 }),
      // Each box is a run of its own, 12 pt (1.2 em) from the next.
      run('Release Planning', 159, 129, { size: 10.8, width: 80 }),
      run('Code Review Habits', 251, 129, { size: 10.8, width: 95 }),
      run('Kanban (Jira)', 358, 129, { size: 10.8, width: 66 }),
      run('Data Stores', 154, 160, { bold: true, size: 12, width: 80 }),
      run('MySQL, SQLite', 159, 189, { size: 10.8, width: 70 }),
      run('Graph Modelling', 241, 189, { size: 10.8, width: 80 }),
      run('Cache Tuning', 333, 189, { size: 10.8, width: 62 }),
      ...below,
    ]);
    expect(parseSkills(skillLines(lines), loadTaxonomy())).toEqual([
      'Release Planning',
      'Code Review Habits',
      // The tool in brackets is part of the CV's item (ADR 083, addendum of the skills round).
      'Kanban (Jira)',
      'MySQL',
      'SQLite',
      'Graph Modelling',
      'Cache Tuning',
    ]);
  });

  it('keeps a bold label that has no items under it as a skill, and drops the labels over items', () => {
    const lines = linesOf([
      ruler,
      run('Rust', 42, 100, { bold: true, size: 11, width: 22 }),
      run('Front End', 222, 100, { bold: true, size: 11, width: 55 }),
      run('Fortran', 403, 100, { bold: true, size: 11, width: 40 }),
      run('Tokio · Serde · Axum', 42, 116, { size: 9.7, width: 100 }),
      run('Svelte · Vite', 222, 116, { size: 9.7, width: 60 }),
      run('Tracing · Rayon · Clap', 42, 129, { size: 9.7, width: 105 }),
      run('Astro · Lit · Preact', 222, 129, { size: 9.7, width: 90 }),
      run('Haskell', 42, 142, { bold: true, size: 11, width: 40 }),
      run('Perl', 222, 142, { bold: true, size: 11, width: 22 }),
      run('Erlang', 42, 168, { bold: true, size: 11, width: 35 }),
      ...below,
    ]);
    expect(parseSkills(skillLines(lines), loadTaxonomy())).toEqual([
      'Fortran',
      'Tokio',
      'Serde',
      'Axum',
      'Svelte',
      'Vite',
      'Tracing',
      'Rayon',
      'Clap',
      'Astro',
      'Lit',
      'Preact',
      'Haskell',
      'Perl',
      'Erlang',
    ]);
  });

  it('reads tags six tenths of an em apart as boxes, so an untitled sidebar group of them reads as skills', () => {
    // A sidebar group titled "Frontend" (no skills heading): a bold level, then rows of tags 0.62 em apart.
    const lines = linesOf([
      ruler,
      run('Advanced', 53, 100, { bold: true, size: 9, width: 40 }),
      run('React', 56, 113, { size: 9.6, width: 24.5 }),
      run('Next.js', 86.5, 113, { size: 9.6, width: 30.5 }),
      run('Tailwind CSS', 123, 113, { size: 9.6, width: 55 }),
      run('Shadow Forms', 56, 130, { size: 9.6, width: 58 }),
      run('Vitest, Mocha/Sinon', 56, 147, { size: 9.6, width: 85 }),
      run('Proficient', 53, 170, { bold: true, size: 9, width: 42 }),
      run('Solidity', 56, 183, { size: 9.6, width: 36 }),
      run('Hardhat', 98, 183, { size: 9.6, width: 35 }),
      ...below,
    ]);
    const group = skillLines(lines);
    expect(looksLikeSkills(group, loadTaxonomy())).toBe(true);
    expect(parseSkills(group, loadTaxonomy())).toEqual([
      'React',
      'Next.js',
      'Tailwind CSS',
      'Shadow Forms',
      'Vitest',
      'Mocha/Sinon',
      'Solidity',
      'Hardhat',
    ]);
  });
});
