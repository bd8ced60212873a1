import { describe, expect, it } from 'vitest';
import type { ToggleDefinition } from './toggle-definition.ts';
import { ToggleCache } from './toggle-cache.ts';

function setup(ttlMs = 60_000) {
  let now = 0;
  let loads = 0;
  let stored: ToggleDefinition[] = [{ name: 'A', type: 'SIMPLE', enabled: true }];
  const cache = new ToggleCache({ load: async () => (loads++, stored), now: () => now, ttlMs, maxCustomers: 2 });
  return {
    cache,
    loads: () => loads,
    advance: (ms: number) => (now += ms),
    store: (defs: ToggleDefinition[]) => (stored = defs),
  };
}

describe('ToggleCache', () => {
  it('loads once, then answers from memory until invalidated', async () => {
    const s = setup();
    await Promise.all([s.cache.get('c'), s.cache.get('c')]);
    await s.cache.get('c');
    expect(s.loads()).toBe(1);
    s.store([{ name: 'B', type: 'SIMPLE', enabled: false }]);
    s.cache.invalidate('c');
    expect([...(await s.cache.get('c')).keys()]).toEqual(['B']);
    expect(s.loads()).toBe(2);
  });

  it('reloads after the time-to-live and evicts the oldest customer beyond the bound', async () => {
    const s = setup(1_000);
    await s.cache.get('a');
    s.advance(1_001);
    await s.cache.get('a');
    expect(s.loads()).toBe(2);
    await s.cache.get('b');
    await s.cache.get('c');
    const loadsBefore = s.loads();
    await s.cache.get('b');
    expect(s.loads()).toBe(loadsBefore);
    await s.cache.get('a');
    expect(s.loads()).toBe(loadsBefore + 1);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const s = setup();
    const first = s.cache.get('c');
    s.store([{ name: 'NEW', type: 'SIMPLE', enabled: true }]);
    s.cache.invalidate('c');
    await first;
    expect([...(await s.cache.get('c')).keys()]).toEqual(['NEW']);
  });
});
