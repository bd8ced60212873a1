import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { isSkillList, parseSkills } from './skills.ts';

describe('parseSkills: the items a skills section lists', () => {
  it("drops the key column that names a bulleted or comma-separated list, in the items' own style", () => {
    const lines = linesOf([
      run('Data', 57, 451, { width: 22 }),
      run('• dbt, MongoDB, Kafka, Elasticsearch, Redis', 130, 451),
      run('Frameworks', 57, 463, { width: 50 }),
      run('• Next.js, React, Angular', 130, 463),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual([
      'dbt',
      'MongoDB',
      'Kafka',
      'Elasticsearch',
      'Redis',
      'Next.js',
      'React',
      'Angular',
    ]);
  });

  it('keeps a row of single skills set apart by wide gaps', () => {
    const lines = linesOf([run('Python', 57, 451, { width: 30 }), run('Kafka', 130, 451), run('Redis', 200, 451)]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Python', 'Kafka', 'Redis']);
  });

  it('keeps the skill before a rating drawn with marks', () => {
    const lines = linesOf([
      run('TypeScript', 57, 451, { width: 57 }),
      run('●●●●●', 225, 451, { width: 39 }),
      run('React', 343, 451, { width: 31 }),
      run('●●●●○', 436, 451, { width: 39 }),
      run('Node.js', 57, 470, { width: 40 }),
      run('★★★☆☆', 225, 470, { width: 39 }),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['TypeScript', 'React', 'Node.js']);
  });

  it('leaves rating dots read by OCR after a skill out of it ("Helm eoee", "Go ee", "Java ©")', () => {
    const lines = linesOf([run('Helm eoee', 57, 451, { width: 45 }), run('Go ee', 180, 451), run('Java ©', 300, 451)]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Helm', 'Go', 'Java']);
  });

  it('drops a label before a spaced dash and a field name with "skills" in it', () => {
    const lines = linesOf([
      run('Technical skills and competences', 57, 440),
      run('Cloud — Google Cloud, Ansible, Azure', 57, 451),
      run('Languages — SQL, Kotlin', 57, 463),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Google Cloud', 'Ansible', 'Azure', 'SQL', 'Kotlin']);
  });

  it('keeps a known skill written with "skills" ("Communication skills")', () => {
    const lines = linesOf([run('Communication skills, Leadership skills, Python', 57, 440)]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Communication skills', 'Leadership skills', 'Python']);
  });

  it('leaves out the Europass language rows: mother tongue, other languages with their levels', () => {
    const lines = linesOf([
      run('Mother tongue(s)', 57, 430, { width: 80 }),
      run('Polish', 217, 430),
      run('Other language(s)', 57, 444, { width: 80 }),
      run('German (C1), French (B2)', 217, 444),
      run('Technical skills and competences', 57, 458, { width: 150 }),
      run('Data: dbt, Airflow, Kafka', 217, 458),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['dbt', 'Airflow', 'Kafka']);
  });

  it('leaves out the Europass language table: its header lines and the rows of levels', () => {
    const lines = linesOf([
      run('Self-assessment', 57, 420, { width: 70 }),
      run('Understanding', 217, 420, { width: 60 }),
      run('Speaking', 330, 420, { width: 40 }),
      run('Writing', 440, 420, { width: 40 }),
      run('European level (*)', 57, 434, { width: 80 }),
      run('Listening Reading Spoken interaction Spoken production', 217, 434, { width: 230 }),
      run('English', 57, 448, { width: 35 }),
      run('C1', 217, 448, { width: 12 }),
      run('C1', 270, 448, { width: 12 }),
      run('B2', 330, 448, { width: 12 }),
      run('B2', 385, 448, { width: 12 }),
      run('C1', 440, 448, { width: 12 }),
      run('(*) Common European Framework of Reference for Languages', 57, 462, { size: 8 }),
      run('Python, Kafka', 217, 480),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Python', 'Kafka']);
  });

  it('leaves out spoken languages in a skills list but keeps "Languages" naming programming languages', () => {
    const lines = linesOf([
      run('Languages: Python, Rust, C++', 57, 440),
      run('Spoken: Spanish — Native, English (fluent), basic French', 57, 452),
      run('Also: Kotlin, Japanese', 57, 464),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Python', 'Rust', 'C++', 'Kotlin']);
  });
});

describe('parseSkills: labels and wraps of the eighth blind round', () => {
  it('drops a bold group label a word space before its comma list, and starts a new list at it', () => {
    // XeLaTeX tabular: "**Data**\quad Elasticsearch, …" — the label an em from the list, inside one segment.
    const lines = linesOf([
      run('Methods', 48, 582, { bold: true, width: 38 }),
      run('OKRs, Scrum, Kanban', 96, 582, { width: 87 }),
      run('Data', 66, 594, { bold: true, width: 20 }),
      run('Elasticsearch, Kafka, Spark, MongoDB', 96, 594, { width: 150 }),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual([
      'OKRs',
      'Scrum',
      'Kanban',
      'Elasticsearch',
      'Kafka',
      'Spark',
      'MongoDB',
    ]);
  });

  it('joins a list of "·" items wrapped at the margin, not rows of tags that end short of it', () => {
    const wrapped = linesOf([
      run('IV Therapy · Triage · Infection Control · Wound Care · Medication', 45, 400, { width: 500 }),
      run('Administration', 45, 412),
    ]);
    expect(parseSkills(wrapped, loadTaxonomy())).toEqual([
      'IV Therapy',
      'Triage',
      'Infection Control',
      'Wound Care',
      'Medication Administration',
    ]);
    const rows = linesOf([run('Python · Java', 45, 400), run('Go · Rust · Kotlin · Scala · Elixir', 45, 412)]);
    expect(parseSkills(rows, loadTaxonomy())).toEqual(['Python', 'Java', 'Go', 'Rust', 'Kotlin', 'Scala', 'Elixir']);
  });
});

describe('isSkillList', () => {
  it('reads a project stack as a list of skills, never a name with its place or a title with its team', () => {
    const taxonomy = loadTaxonomy();
    expect(isSkillList('Spring, Java, Maven, Git, Jasper template engine', taxonomy)).toBe(true);
    expect(isSkillList('Android, Maven, Sonar, Jenkins, JIRA, Git', taxonomy)).toBe(true);
    expect(isSkillList('Acme Robotics, Boston, MA', taxonomy)).toBe(false);
    expect(isSkillList('Principal Consultant, Cloud Migration, Initech', taxonomy)).toBe(false);
    expect(isSkillList('Java, Spring', taxonomy)).toBe(false);
    expect(isSkillList('Project Manager, Scrum Master, & Developer', taxonomy)).toBe(false);
  });
});
