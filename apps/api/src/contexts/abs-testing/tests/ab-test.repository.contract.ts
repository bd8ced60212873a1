import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { AbTestWrite } from './ab-test.ts';
import { AbTestNameTakenError, type AbTestRepository } from './ab-test.repository.ts';

/**
 * What every AbTestRepository does, run against the SQL class (ab-test.repository.api.test.ts) and the in-memory fake
 * (ab-test.memory-repository.test.ts), so service tests on the fake hold for the database too.
 */
export function abTestRepositoryContract(repository: () => AbTestRepository) {
  const split: AbTestWrite = {
    name: 'EXP',
    variants: [
      { variantName: 'A', percentage: 50 },
      { variantName: 'B', percentage: 50 },
    ],
  };
  const metric = { name: 'purchase', kind: 'CONVERSION', role: 'PRIMARY' } as const;

  it('stores a new test enabled, at revision 1, in its customer only', async () => {
    const repo = repository();
    const [customer, other] = [randomUUID(), randomUUID()];
    await repo.insert(customer, split);
    await repo.insert(customer, { ...split, name: 'FOLLOWING', metrics: [metric], controlVariant: 'B' });
    expect(await repo.find(customer, 'EXP')).toEqual({
      id: expect.any(String),
      customerId: customer,
      status: 'ENABLED',
      revision: 1,
      metrics: [],
      controlVariant: null,
      ...split,
    });
    expect((await repo.list(customer)).map((t) => [t.name, t.metrics, t.controlVariant])).toEqual([
      ['EXP', [], null],
      ['FOLLOWING', [metric], 'B'],
    ]);
    expect(await repo.find(other, 'EXP')).toBeNull();
    expect(await repo.list(other)).toEqual([]);
  });

  it('refuses a name the customer already uses, in an insert or a rename', async () => {
    const repo = repository();
    const customer = randomUUID();
    await repo.insert(customer, split);
    await repo.insert(customer, { ...split, name: 'OTHER' });
    await expect(repo.insert(customer, split)).rejects.toBeInstanceOf(AbTestNameTakenError);
    await expect(repo.update(customer, 'OTHER', split)).rejects.toBeInstanceOf(AbTestNameTakenError);
    await repo.insert(randomUUID(), split);
  });

  it('updates the split with a new revision, keeping metrics and a control still among the variants', async () => {
    const repo = repository();
    const customer = randomUUID();
    await repo.insert(customer, { ...split, metrics: [metric], controlVariant: 'B' });
    const variants = [{ variantName: 'B', percentage: 30 }];
    expect(await repo.update(customer, 'EXP', { name: 'RENAMED', variants })).toBe(true);
    expect(await repo.find(customer, 'EXP')).toBeNull();
    expect(await repo.find(customer, 'RENAMED')).toMatchObject({
      variants,
      revision: 2,
      metrics: [metric],
      controlVariant: 'B',
    });
    await repo.update(customer, 'RENAMED', { name: 'RENAMED', variants: [{ variantName: 'C', percentage: 10 }] });
    expect(await repo.find(customer, 'RENAMED')).toMatchObject({ revision: 3, controlVariant: null });
    await repo.update(customer, 'RENAMED', { name: 'RENAMED', variants, metrics: [], controlVariant: 'B' });
    expect(await repo.find(customer, 'RENAMED')).toMatchObject({ metrics: [], controlVariant: 'B' });
    expect(await repo.update(customer, 'MISSING', split)).toBe(false);
  });

  it('switches the status and deletes, answering false for a test the customer does not have', async () => {
    const repo = repository();
    const customer = randomUUID();
    await repo.insert(customer, split);
    expect(await repo.setStatus(customer, 'EXP', 'DISABLED')).toBe(true);
    expect(await repo.find(customer, 'EXP')).toMatchObject({ status: 'DISABLED', revision: 1 });
    expect(await repo.setStatus(randomUUID(), 'EXP', 'ENABLED')).toBe(false);
    expect(await repo.delete(randomUUID(), 'EXP')).toBe(false);
    expect(await repo.delete(customer, 'EXP')).toBe(true);
    expect(await repo.find(customer, 'EXP')).toBeNull();
    expect(await repo.delete(customer, 'EXP')).toBe(false);
  });
}
