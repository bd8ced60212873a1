import { describe, expect, it } from 'vitest';
import { AssignmentService } from './assignment.service.ts';
import { AssignmentCache } from './assignment-cache.ts';
import type { AssignmentBatchWriter } from './batch-writer.ts';
import type { AssignmentRepository, NewAssignment } from './assignment.repository.ts';
import type { DefinitionCache } from '../tests/definition-cache.ts';
import type { AbTest } from '../tests/ab-test.ts';
import { chooseVariant } from '../bucketing/bucketing.ts';

function setup(test: AbTest) {
  const stored = new Map<string, string>();
  const calls = { writes: 0, reads: 0 };
  const definitions = { get: async (_c: string, name: string) => (name === test.name ? test : null) } as unknown as DefinitionCache;
  const writer = {
    async write(a: NewAssignment) {
      calls.writes++;
      if (!stored.has(a.userId)) stored.set(a.userId, a.variantName);
      return stored.get(a.userId)!;
    },
  } as unknown as AssignmentBatchWriter;
  const repository = {
    async findOne(_t: string, userId: string) {
      calls.reads++;
      return stored.get(userId) ?? null;
    },
  } as unknown as AssignmentRepository;
  const service = new AssignmentService({ definitions, cache: new AssignmentCache(), writer, repository });
  return { service, stored, calls };
}

const base: AbTest = { id: 't1', customerId: 'c1', name: 'EXP', status: 'ENABLED', variants: [{ variantName: 'ON', percentage: 50 }], revision: 1 };

describe('assignment service', () => {
  it('answers a returning user from memory, without the database', async () => {
    const { service, calls } = setup(base);
    const users = Array.from({ length: 40 }, (_, i) => `u${i}`);
    for (const u of users) await service.getOrAssign('c1', 'EXP', u);
    const before = { ...calls };
    for (const u of users) await service.getOrAssign('c1', 'EXP', u);
    expect(calls).toEqual(before);
  });

  it('follows the published hash for the first answer', async () => {
    const { service } = setup(base);
    const answer = await service.getOrAssign('c1', 'EXP', 'someone');
    expect(answer.variantName).toBe(chooseVariant('c1', 'EXP', 'someone', base.variants));
  });

  it('checks the store once for a user outside the total, again only after an edit', async () => {
    const test = { ...base, variants: [{ variantName: 'ON', percentage: 0 }] };
    const { service, calls, stored } = setup(test);
    stored.set('earlier', 'OLD');
    expect((await service.getOrAssign('c1', 'EXP', 'earlier')).variantName).toBe('OLD');
    expect((await service.getOrAssign('c1', 'EXP', 'outside')).variantName).toBeNull();
    expect((await service.getOrAssign('c1', 'EXP', 'outside')).variantName).toBeNull();
    expect(calls.reads).toBe(2);
    test.revision = 2;
    test.variants = [{ variantName: 'ON', percentage: 100 }];
    expect((await service.getOrAssign('c1', 'EXP', 'outside')).variantName).toBe('ON');
  });

  it('answers null for a disabled test and 404 for an unknown one', async () => {
    const { service, calls } = setup({ ...base, status: 'DISABLED' });
    expect((await service.getOrAssign('c1', 'EXP', 'u')).variantName).toBeNull();
    expect(calls).toEqual({ writes: 0, reads: 0 });
    await expect(service.getOrAssign('c1', 'NOPE', 'u')).rejects.toMatchObject({ status: 404 });
  });
});
