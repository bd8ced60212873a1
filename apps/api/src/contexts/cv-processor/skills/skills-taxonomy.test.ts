import { describe, expect, it } from 'vitest';
import { loadTaxonomy } from './skills-taxonomy.ts';

describe('skills taxonomy', () => {
  const taxonomy = loadTaxonomy();
  it('holds at least 800 skills', () => expect(taxonomy.skills.length).toBeGreaterThanOrEqual(800));
  it('maps aliases to one canonical name', () => {
    expect(taxonomy.lookup('k8s')?.name).toBe('Kubernetes');
    expect(taxonomy.lookup('Golang')?.name).toBe('Go');
    expect(taxonomy.lookup('JavaScript (ES6+)')?.name).toBe('JavaScript');
  });
  it('scans running text, longest phrase first, everyday words only when capitalised', () => {
    const names = taxonomy
      .scan('Built Spring Boot services in Go; we go fast and express ideas with Node.js and C++.')
      .map((m) => m.skill.name);
    expect(names).toEqual(['Spring Boot', 'Go', 'Node.js', 'C++']);
  });
});
