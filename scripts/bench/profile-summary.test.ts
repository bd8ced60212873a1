import { describe, expect, it } from 'vitest';
import { formatSelfTime, topSelfTime, type CpuProfile } from './profile-summary.ts';

const frame = (functionName: string, url = '', lineNumber = -1) => ({ functionName, url, lineNumber });

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('handler', 'file:///work/repo/apps/api/src/route.ts', 9) },
    { id: 3, callFrame: frame('handler', 'file:///work/repo/apps/api/src/route.ts', 9) },
    { id: 4, callFrame: frame('', 'file:///work/repo/node_modules/pino/lib/tools.js', 99) },
    { id: 5, callFrame: frame('(idle)') },
  ],
  samples: [2, 3, 4, 5, 2],
  timeDeltas: [1000, 1000, 2000, 4000, 2000],
};

describe('topSelfTime', () => {
  it('adds the self time of a function seen under several stacks, largest first, with its share', () => {
    expect(topSelfTime(profile)).toEqual([
      { name: 'handler apps/api/src/route.ts:10', ms: 4, share: 0.4 },
      { name: '(idle)', ms: 4, share: 0.4 },
      { name: '(anonymous) node_modules/pino/lib/tools.js:100', ms: 2, share: 0.2 },
    ]);
  });

  it('keeps only the first entries, and copes with an empty profile', () => {
    expect(topSelfTime(profile, 1)).toHaveLength(1);
    expect(topSelfTime({ nodes: [] })).toEqual([]);
  });

  it('prints share, milliseconds and name per line', () => {
    expect(formatSelfTime(topSelfTime(profile, 1))).toBe(' 40.0 %        4 ms  handler apps/api/src/route.ts:10');
  });
});
