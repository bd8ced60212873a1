import { describe, expect, it } from 'vitest';
import { AssignmentBatchWriter } from './batch-writer.ts';
import type { AssignmentRepository, NewAssignment, StoredAssignment } from './assignment.repository.ts';

/** A repository fake: first writer wins per (test, user), and every batch is recorded. */
function fakeRepository() {
  const rows = new Map<string, string>();
  const batches: number[] = [];
  const repository = {
    async insertMany(batch: readonly NewAssignment[]): Promise<StoredAssignment[]> {
      batches.push(batch.length);
      await new Promise((r) => setTimeout(r, 5));
      return batch.map((a) => {
        const key = `${a.testId}:${a.userId}`;
        if (!rows.has(key)) rows.set(key, a.variantName);
        return { testId: a.testId, userId: a.userId, variantName: rows.get(key)! };
      });
    },
  } as unknown as AssignmentRepository;
  return { repository, rows, batches };
}

describe('assignment batch writer', () => {
  it('writes at once when idle and batches what arrives during a write', async () => {
    const { repository, batches } = fakeRepository();
    const writer = new AssignmentBatchWriter(repository);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => writer.write({ testId: 't', userId: `u${i}`, variantName: 'A' })),
    );
    expect(results.every((v) => v === 'A')).toBe(true);
    expect(batches[0]).toBe(1);
    expect(batches.slice(1).reduce((s, n) => s + n, 0)).toBe(49);
    expect(batches.length).toBeLessThan(5);
  });

  it('shares one write between concurrent first calls of the same user', async () => {
    const { repository, rows } = fakeRepository();
    const writer = new AssignmentBatchWriter(repository);
    const answers = await Promise.all([
      writer.write({ testId: 't', userId: 'x', variantName: 'A' }),
      writer.write({ testId: 't', userId: 'same', variantName: 'B' }),
      writer.write({ testId: 't', userId: 'same', variantName: 'C' }),
    ]);
    expect(answers.slice(1)).toEqual(['B', 'B']);
    expect(rows.size).toBe(2);
  });

  it('rejects every waiter of a failed batch and keeps working', async () => {
    let fail = true;
    const writer = new AssignmentBatchWriter({
      async insertMany(batch: readonly NewAssignment[]) {
        if (fail) {
          fail = false;
          throw new Error('db down');
        }
        return batch.map((a) => ({ ...a }));
      },
    } as unknown as AssignmentRepository);
    await expect(writer.write({ testId: 't', userId: 'u', variantName: 'A' })).rejects.toThrow('db down');
    await expect(writer.write({ testId: 't', userId: 'u', variantName: 'A' })).resolves.toBe('A');
  });
});
