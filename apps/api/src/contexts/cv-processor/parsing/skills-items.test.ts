import { describe, expect, it } from 'vitest';
import { layoutOf, linesOf, run } from '../test-support/layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseSkills } from './skills.ts';
import { parseCvLayout } from './parse-cv.ts';
import { isClause } from './skills-rows.ts';

describe('parseSkills: what one item of a skills list is', () => {
  it('keeps the brackets of an item whole and drops only a level or the years in them', () => {
    const lines = linesOf([run('Languages: Go (Gin, Echo), Rust (Tokio), Kotlin (advanced), Elm (3 years)', 57, 400)]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Go (Gin, Echo)', 'Rust (Tokio)', 'Kotlin', 'Elm']);
  });

  it('reads a bracket wrapped onto the next line as part of its item', () => {
    const lines = linesOf([
      run('Frameworks: Spring (Boot, Data,', 57, 400, { width: 160 }),
      run('Batch), Quarkus, Micronaut', 57, 412, { width: 130 }),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Spring (Boot, Data, Batch)', 'Quarkus', 'Micronaut']);
  });

  it('drops a bold label set before a spaced dash, and the level said before the first item', () => {
    const lines = linesOf([
      run('•', 36, 400, { size: 11, width: 5 }),
      run('Infra & Tools', 47, 400, { bold: true, width: 62 }),
      run('- Proficient in Go (6+ years, with gRPC and Cobra), Terraform, Ansible', 112, 400, { width: 330 }),
      run('•', 36, 414, { size: 11, width: 5 }),
      run('Methods', 47, 414, { bold: true, width: 38 }),
      run('- Expertise in queueing theory, load testing, and capacity planning', 88, 414, { width: 320 }),
      run('•', 36, 428, { size: 11, width: 5 }),
      run('Languages', 47, 428, { bold: true, width: 48 }),
      run('- Dutch (Native), German (Business Fluent)', 98, 428, { width: 200 }),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual([
      'Go',
      'Terraform',
      'Ansible',
      'queueing theory',
      'load testing',
      'capacity planning',
    ]);
  });

  it('ends a list at its full stop and at a gap wider than the line spacing', () => {
    const lines = linesOf([
      run('C, Go, and Zig.', 57, 400, { width: 70 }),
      run('Lua, Nim, and Odin.', 57, 412, { width: 90 }),
      run('Vault, Consul,', 57, 436, { width: 70 }),
      run('Nomad', 57, 460, { width: 30 }),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual([
      'C',
      'Go',
      'Zig',
      'Lua',
      'Nim',
      'Odin',
      'Vault',
      'Consul',
      'Nomad',
    ]);
  });

  it('counts the words of a term without its joining words, and keeps two items printed apart', () => {
    const lines = linesOf([
      run('• Poda de árboles de frutales', 57, 400),
      run('• Designed and shipped many large services for clients', 57, 412),
      run('• HTML5, HTML', 57, 424),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Poda de árboles de frutales', 'HTML5', 'HTML']);
  });

  it('leaves the level column of a skills grid and a level printed after an item out', () => {
    const lines = linesOf([
      run('Budgeting', 57, 400),
      run('Expert', 200, 400),
      run('Payroll', 57, 412),
      run('5 years', 200, 412),
      run('Photoshop 90%', 57, 424),
      run('Illustrator 3/5', 200, 424),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Budgeting', 'Payroll', 'Photoshop', 'Illustrator']);
  });

  it('keeps a skill before its level or version, and drops a closing "etc."', () => {
    const lines = linesOf([
      run('Python: Expert', 57, 400),
      run('Go – Intermediate', 57, 412),
      run('Java – JDK 21, Spring Boot 3, Maven', 57, 424),
      run('Rust, Zig, etc.', 57, 436),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual([
      'Python',
      'Go',
      'Java – JDK 21',
      'Spring Boot 3',
      'Maven',
      'Rust',
      'Zig',
    ]);
  });

  it('reads no skill out of a sentence, only out of a run of known skills', () => {
    const lines = linesOf([
      run('• Careful and thorough review of legal Python contracts', 57, 400),
      run('• Docker Kubernetes Terraform', 57, 412),
      // A row of tags as OCR reads it, a dash between the tags.
      run('Helm - Redis - Kafka -', 57, 424),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Docker', 'Kubernetes', 'Terraform', 'Helm', 'Redis', 'Kafka']);
  });

  it('tells the bold label of a wrapped list from its items on the joined line', () => {
    const lines = linesOf([
      run('Infra', 47, 400, { bold: true, width: 24 }),
      run('- Skilled in Go (4+ years, with gRPC,', 75, 400, { width: 170 }),
      run('Cobra, and Viper), Terraform', 47, 412, { width: 130 }),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Go', 'Terraform']);
  });

  it('ends the skills above a dated entry of a section whose heading was read into them', () => {
    const heading = { bold: true, size: 13 };
    const layout = layoutOf([
      run('Dana Quill', 57, 60, { bold: true, size: 20 }),
      run('dana.quill@example.org', 57, 84),
      run('Experience', 57, 120, heading),
      run('Baker, Crumb & Co', 57, 140, { bold: true }),
      run('2019 – 2021', 400, 140),
      run('Baked bread every morning for the shop', 57, 154),
      run('Skills', 57, 190, heading),
      run('Sourdough, Lamination, Food Safety', 57, 208),
      // A heading in the body's type: nothing tells it from a line of the skills.
      run('SIDE QUESTS', 57, 240),
      run('Organiser, Riverside Chess Club', 57, 258),
      run('2018 – 2022', 400, 258),
      run('Marathon Runner', 57, 290),
    ]);
    expect(parseCvLayout(layout, loadTaxonomy()).result.skills).toEqual(['Sourdough', 'Lamination', 'Food Safety']);
  });

  it('reads no item out of prose that commas cut into pieces', () => {
    const prose = [
      'I work well in teams and enjoy explaining technical ideas to people from other fields, which I',
      'practised while tutoring first-year students in mathematics, physics and programming for two years,',
      'and while organising a weekly coding club, where I planned sessions, wrote exercises and helped',
      'beginners debug their first Python and JavaScript programs, often late into the evening.',
      'I am organised, reliable and calm under pressure, and I like to write clear notes and small tools.',
    ];
    const lines = linesOf(prose.map((text, i) => run(text, 57, 100 + i * 14, { width: 480 })));
    expect(parseSkills(lines, loadTaxonomy())).toEqual([]);
    expect(isClause('US GAAP')).toBe(false);
    expect(isClause('Version control with Git')).toBe(false);
  });
});
