import { describe, expect, it } from 'vitest';
import { flameSvg, foldStacks } from './flame-graph.ts';
import type { CpuProfile } from './profile-summary.ts';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });
// root → main → (handler → serialise), (idle); samples of 1 ms each.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('main', 'file:///x/apps/api/src/server.ts'), children: [3] },
    { id: 3, callFrame: frame('handler'), children: [4] },
    { id: 4, callFrame: frame('serialise') },
    { id: 5, callFrame: frame('(idle)') },
  ],
  samples: [2, 3, 4, 4, 5, 4],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000],
};

describe('flame graph', () => {
  it('merges the samples by stack, time in a frame counting for its callers, idle left out', () => {
    const root = foldStacks(profile);
    expect(root.us).toBe(5000);
    const main = root.children[0]!;
    expect(main).toMatchObject({ name: 'main apps/api/src/server.ts:1', us: 5000 });
    expect(main.children[0]).toMatchObject({ name: 'handler', us: 4000 });
    expect(main.children[0]!.children[0]).toMatchObject({ name: 'serialise', us: 3000 });
  });

  it('leaves out the samples before --after, and a sample that carries a pause of the process', () => {
    expect(foldStacks(profile, 0.0025).us).toBe(3000);
    expect(foldStacks({ ...profile, timeDeltas: [1000, 1000, 1000, 1000, 1000, 900_000] }).us).toBe(4000);
  });

  it('draws each frame as wide as its share, with its name and share in a tooltip', () => {
    const svg = flameSvg(foldStacks(profile), 'a <test>');
    expect(svg).toContain('<title>serialise (60.0 %)</title>');
    expect(svg).toContain('width="720.0"');
    expect(svg).toContain('a &lt;test&gt;');
  });
});
