import { describe, expect, it } from 'vitest';
import { AssignmentService } from './assignment.service.ts';
import { AssignmentCache } from './assignment-cache.ts';
import { MemoryAssignmentRepository } from './assignment.memory-repository.ts';
import { chooseVariant } from '../bucketing/bucketing.ts';
import type { AbTest } from '../tests/ab-test.ts';

function setup(test: AbTest) {
  const repository = new MemoryAssignmentRepository();
  const definitions = { get: async (_customerId: string, name: string) => (name === test.name ? test : null) };
  const service = new AssignmentService({ definitions, cache: new AssignmentCache(), repository });
  return { service, repository };
}

const base: AbTest = {
  id: 't1',
  customerId: 'c1',
  name: 'EXP',
  status: 'ENABLED',
  variants: [{ variantName: 'ON', percentage: 50 }],
  revision: 1,
  metrics: [],
  controlVariant: null,
};

describe('assignment service', () => {
  it('answers a returning user from memory, without the store', async () => {
    const { service, repository } = setup(base);
    const users = Array.from({ length: 40 }, (_, i) => `u${i}`);
    for (const u of users) await service.getOrAssign('c1', 'EXP', u);
    const before = { ...repository.calls };
    for (const u of users) await service.getOrAssign('c1', 'EXP', u);
    expect(repository.calls).toEqual(before);
  });

  it('follows the published hash for the first answer and stores it', async () => {
    const { service, repository } = setup({ ...base, variants: [{ variantName: 'ON', percentage: 100 }] });
    expect(await service.getOrAssign('c1', 'EXP', 'someone')).toBe(
      chooseVariant('c1', 'EXP', 'someone', [{ variantName: 'ON', percentage: 100 }]),
    );
    expect(repository.rows.get('t1\nsomeone')).toBe('ON');
  });

  it('answers the stored variant of a user this replica has not seen, without writing', async () => {
    const { service, repository } = setup(base);
    repository.rows.set('t1\nveteran', 'OLD');
    expect(await service.getOrAssign('c1', 'EXP', 'veteran')).toBe('OLD');
    expect(repository.calls.inserts).toBe(0);
  });

  it('checks the store once for a user outside the total, again only after an edit', async () => {
    const test = { ...base, variants: [{ variantName: 'ON', percentage: 0 }] };
    const { service, repository } = setup(test);
    expect(await service.getOrAssign('c1', 'EXP', 'outside')).toBeNull();
    expect(await service.getOrAssign('c1', 'EXP', 'outside')).toBeNull();
    expect(repository.calls.finds).toBe(1);
    test.revision = 2;
    test.variants = [{ variantName: 'ON', percentage: 100 }];
    expect(await service.getOrAssign('c1', 'EXP', 'outside')).toBe('ON');
  });

  it('answers null for a disabled test without the store, and 404 for an unknown one', async () => {
    const { service, repository } = setup({ ...base, status: 'DISABLED' });
    expect(await service.getOrAssign('c1', 'EXP', 'u')).toBeNull();
    expect(repository.calls).toEqual({ finds: 0, inserts: 0 });
    await expect(service.getOrAssign('c1', 'NOPE', 'u')).rejects.toMatchObject({ status: 404 });
  });
});
