import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseSkills } from './skills.ts';

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
});
