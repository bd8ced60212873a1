import { describe, expect, it } from 'vitest';
import { layoutOf, linesOf, run } from '../test-support/layout.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { parseSkills } from './skills.ts';
import { parseCvLayout } from './parse-cv.ts';

describe('parseSkills: rows of a skill and what the CV says of it', () => {
  it('reads each "Skill - versions, parts" row as its lead skill', () => {
    const lines = linesOf([
      run('Languages', 57, 388, { bold: true }),
      run('Kotlin - 1.9, 1.8, coroutines', 57, 400),
      run('Go - 1.22, 1.21, generics', 57, 412),
      run('PostgreSQL - replication, tuning, backups', 57, 424),
      run('Terraform - modules, state, workspaces', 57, 436),
      run('Elixir - umbrella apps', 57, 448),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Kotlin', 'Go', 'PostgreSQL', 'Terraform', 'Elixir']);
  });

  it('reads a row of prose per skill as its lead, and a list under a label below the rows item by item', () => {
    const lines = linesOf([
      run('Haskell - writing parsers and small compilers, mostly for fun; some of my code is on the', 57, 400),
      run('web, with tests and notes, and Elm and PureScript front ends as well.', 57, 412),
      run('Scala - services at scale, with Akka and Play.', 57, 436),
      run('Clojure - scripts, tooling, a little ClojureScript.', 57, 460),
      run('Tools', 57, 484, { bold: true }),
      run('Vim, tmux, Git', 57, 496),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Haskell', 'Scala', 'Clojure', 'Vim', 'tmux', 'Git']);
  });

  it('still reads rows of group labels over lists of known skills item by item', () => {
    const lines = linesOf([
      run('Frontend - React, Vue, Svelte', 57, 400),
      run('Backend - Django, Rails, Express', 57, 412),
      run('DevOps - Docker, Kubernetes, Ansible', 57, 424),
    ]);
    const items = ['React', 'Vue', 'Svelte', 'Django', 'Rails', 'Express', 'Docker', 'Kubernetes', 'Ansible'];
    expect(parseSkills(lines, loadTaxonomy())).toEqual(expect.arrayContaining(items));
  });

  it('reads an undated "Technical experience" section as skills, a dated one as positions', () => {
    const heading = { bold: true, size: 13 };
    const layout = layoutOf([
      run('Robin Vale', 57, 60, { bold: true, size: 20 }),
      run('robin.vale@example.org', 57, 84),
      run('Experience', 57, 120, heading),
      run('Backend Developer at Lantern Works', 57, 140, { bold: true }),
      run('2019 – 2023', 400, 140),
      run('Built the billing services', 57, 154),
      run('Technical Experience', 57, 190, heading),
      run('Rust - async services, embedded tools, a few crates.', 57, 208),
      run('Python - data pipelines and scripts.', 57, 222),
      run('Lua - game scripting, plugins.', 57, 236),
    ]);
    const result = parseCvLayout(layout, loadTaxonomy()).result;
    expect(result.skills).toEqual(['Rust', 'Python', 'Lua']);
    expect(result.employerDtos.map((e) => e.employer)).toEqual(['Lantern Works']);
  });

  it('reads a list written as a sentence: no clause before its first item, its last two items parted at "and"', () => {
    const lines = linesOf([
      run('I have built things with libraries such as Bootstrap, Lodash, Grunt, Sass and Quuxbuild.', 57, 400),
      run('Some of the editors I keep using are PyCharm, Atom, Vim and Frobnitz Studio.', 57, 424),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual([
      'Bootstrap',
      'Lodash',
      'Grunt',
      'Sass',
      'Quuxbuild',
      'PyCharm',
      'Atom',
      'Vim',
      'Frobnitz Studio',
    ]);
  });

  it('drops a label naming a kind of software before a spaced dash, however long, over one item or a list', () => {
    const lines = linesOf([
      run('Pipe network design software – EPANET.', 57, 400),
      run('Flood, Storm and Sewer modelling software – Delft3D, TELEMAC, HEC RAS', 57, 412),
      run('Scheduling software – Microsoft Project.', 57, 424),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual([
      'EPANET',
      'Delft3D',
      'TELEMAC',
      'HEC RAS',
      'Microsoft Project',
    ]);
  });
});
