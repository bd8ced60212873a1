import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseSkills } from './skills.ts';
import { vocabularyKind } from './section-vocabulary.ts';

// Invented skills sections of the layouts the set-15 round read (ADR 083, addendum of 2026-11-27).

/** Full-width lines above and below, so that a table's columns are read as rows of one column; dropped before parsing. */
const ruler = run('Summary line set across the whole page width, above the skills section', 42, 360, { width: 510 });
const below = [600, 613, 626, 639].map((y) =>
  run('Body text of the next section runs across the whole width of the page here', 42, y, { width: 510 }),
);
const inSection = (lines: ReturnType<typeof linesOf>) => lines.filter((l) => l.y > 360 && l.y < 600);

describe('section vocabulary: skills headings of several words (ADR 083)', () => {
  it('reads a longer heading around a foreign word for skills as skills', () => {
    expect(vocabularyKind('Competencias Informáticas')?.kind).toBe('skills');
    expect(vocabularyKind('Fähigkeiten & Erfahrung (Überblick)')?.kind).toBe('skills');
    expect(vocabularyKind('Conhecimentos Técnicos')?.kind).toBe('skills');
    expect(vocabularyKind('Compétences et outils')?.kind).toBe('skills');
    // A foreign word for languages is still no skills heading.
    expect(vocabularyKind('Sprachkenntnisse')?.kind).toBe('languages');
  });

  it('reads a heading leading into a list of what the CV knows as skills', () => {
    expect(vocabularyKind('Experience in')?.kind).toBe('skills');
    expect(vocabularyKind('Knowledge of')?.kind).toBe('skills');
    expect(vocabularyKind('Experience')?.kind).toBe('experience');
  });
});

describe('parseSkills: layouts of themes and hand-written pages (ADR 083)', () => {
  it('keeps more than sixty items of a long skills page', () => {
    const names = Array.from({ length: 80 }, (_, i) => `Toolkit${String.fromCharCode(65 + (i % 26))}${i}`);
    const lines = linesOf(
      Array.from({ length: 16 }, (_, r) => run(names.slice(r * 5, r * 5 + 5).join(', '), 57, 400 + r * 24)),
    );
    expect(parseSkills(lines, loadTaxonomy())).toHaveLength(80);
  });

  it('drops a bold group label that follows a bullet or an icon glyph in the body type', () => {
    const lines = linesOf([
      run('•', 57, 400, { width: 4 }),
      run('Mapping & Survey', 64, 400, { bold: true }),
      run('Quillmap', 57, 414, { width: 40 }),
      run('Fernquad', 117, 414, { width: 40 }),
      run('Tidestack', 177, 414, { width: 45 }),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Quillmap', 'Fernquad', 'Tidestack']);
  });

  it('reads the names over a row of levels as group names, and a skill with its level under it as a skill', () => {
    const cards = linesOf([
      run('Fieldwork', 57, 400),
      run('Moorland Kit', 300, 400),
      run('Advanced', 57, 414),
      run('Proficient', 300, 414),
      run('Soil Coring', 87, 438),
      run('Peat Probe', 330, 438),
      run('Drone Survey', 87, 452),
      run('Kite Aerials', 330, 452),
    ]);
    expect(parseSkills(cards, loadTaxonomy()).sort()).toEqual([
      'Drone Survey',
      'Kite Aerials',
      'Peat Probe',
      'Soil Coring',
    ]);
    const rated = linesOf([
      run('Soil Coring', 57, 400),
      run('Expert', 57, 414),
      run('Drone Survey', 57, 428),
      run('Intermediate', 57, 442),
    ]);
    expect(parseSkills(rated, loadTaxonomy())).toEqual(['Soil Coring', 'Drone Survey']);
  });

  it('reads a table of skills whose cells wrap, under a header row, with bracketed lists kept whole', () => {
    const lines = linesOf([
      ruler,
      run('Area', 57, 380, { bold: true }),
      run('Tools', 190, 380, { bold: true }),
      run('Harbour Cloud', 57, 398, { bold: true }),
      run('Quaycloud (Buckets, Queues, Relays, Vaults, Gates,', 190, 398, { width: 330 }),
      run('Ledgers, Beacons), Tidebase, Mooring', 190, 409, { width: 200 }),
      run('Containers &', 57, 427, { bold: true }),
      run('Crate, Hoist, Winch', 190, 427),
      run('Rigging', 57, 438, { bold: true }),
      run('Scripting', 57, 456, { bold: true }),
      run('Shanty, Sextant', 190, 456),
      ...below,
    ]);
    expect(parseSkills(inSection(lines), loadTaxonomy())).toEqual([
      'Quaycloud (Buckets, Queues, Relays, Vaults, Gates, Ledgers, Beacons)',
      'Tidebase',
      'Mooring',
      'Crate',
      'Hoist',
      'Winch',
      'Shanty',
      'Sextant',
    ]);
  });

  it('keeps the rows of a key column apart where their lists end without a comma', () => {
    const lines = linesOf([
      ruler,
      run('Gear', 57, 400),
      run('• Winch, Hoist, Crate', 130, 400),
      run('Charts', 57, 413),
      run('• Quillmap, Fernquad', 130, 413),
      ...below,
    ]);
    expect(parseSkills(inSection(lines), loadTaxonomy())).toEqual(['Winch', 'Hoist', 'Crate', 'Quillmap', 'Fernquad']);
  });

  it('keeps the items of a justified comma list whole, however wide its word spaces', () => {
    // Each word a run of its own, 12 pt (1.2 em) after the one before: the gaps of a line set justified.
    const words = ['Patience,', 'Team', 'Spirit,', 'Curiosity,', 'Field', 'Safety,', 'Rigour,'];
    let x = 57;
    const runs = words.map((w) => {
      const r = run(w, x, 400);
      x += r.width + 12;
      return r;
    });
    const lines = linesOf([ruler, ...runs, run('Calm', 57, 414), ...below]);
    expect(parseSkills(inSection(lines), loadTaxonomy())).toEqual([
      'Patience',
      'Team Spirit',
      'Curiosity',
      'Field Safety',
      'Rigour',
      'Calm',
    ]);
  });

  it('drops a label inside a list and a bold label with commas closed by a colon', () => {
    const lines = linesOf([
      run('Quillmap, Map Engines: Fernquad, Tidestack, Loam', 57, 400),
      run('Safety, Rescue & Rigging', 57, 414, { bold: true, width: 118 }),
      run(': Winch, Hoist, Crate', 176, 414),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual([
      'Quillmap',
      'Fernquad',
      'Tidestack',
      'Loam',
      'Winch',
      'Hoist',
      'Crate',
    ]);
  });

  it('drops the years of use written in German, French or Spanish', () => {
    const lines = linesOf([run('Quillmap (8+ Jahre), Fernquad (3 ans), Tidestack (2 años), Loam', 57, 400)]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Quillmap', 'Fernquad', 'Tidestack', 'Loam']);
  });

  it('joins a tag box wrapped over three lines, and keeps short bullet rows apart', () => {
    const chips = linesOf([
      run('Quillmap', 61, 400, { width: 42 }),
      run('(Layers, Tiles,', 61, 415, { width: 70 }),
      run('Styles)', 61, 430, { width: 35 }),
      run('Fernquad', 61, 451, { width: 42 }),
      run('Field Kit Wide Tag', 61, 472, { width: 98 }),
    ]);
    expect(parseSkills(chips, loadTaxonomy())).toEqual([
      'Quillmap (Layers, Tiles, Styles)',
      'Fernquad',
      'Field Kit Wide Tag',
    ]);
    const rows = linesOf([
      run('Quillmap, Fernquad, Loam Survey', 57, 400),
      run('Tidestack, Harbour Charts', 57, 412),
      run('Long line of the same section that reaches the right-hand margin of the page', 57, 424, { width: 480 }),
    ]);
    expect(parseSkills(rows, loadTaxonomy())).toEqual(
      expect.arrayContaining(['Loam Survey', 'Tidestack', 'Harbour Charts']),
    );
  });
});
