import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher.ts';
import { DatabaseUnavailableError } from './db-guard.ts';

interface Item {
  key: string;
  value: number;
}

function recording(answer: (batch: readonly Item[]) => Map<string, number> | Error = ok) {
  const batches: string[][] = [];
  const batcher = new Batcher<Item, number>({
    keyOf: (item) => item.key,
    run: async (batch) => {
      batches.push(batch.map((i) => i.key));
      await new Promise((resolve) => setImmediate(resolve));
      const result = answer(batch);
      if (result instanceof Error) throw result;
      return result;
    },
  });
  return { batcher, batches };
}

function ok(batch: readonly Item[]) {
  return new Map(batch.map((i) => [i.key, i.value * 10]));
}

describe('batcher', () => {
  it('gives calls of one tick one statement, and batches what arrives while it is in flight', async () => {
    const { batcher, batches } = recording();
    const together = [0, 1, 2].map((i) => batcher.submit({ key: `k${i}`, value: i }));
    await new Promise((resolve) => setImmediate(resolve));
    const later = Array.from({ length: 17 }, (_, i) => batcher.submit({ key: `l${i}`, value: i }));
    expect(await Promise.all(together)).toEqual([0, 10, 20]);
    expect(await Promise.all(later)).toEqual(Array.from({ length: 17 }, (_, i) => i * 10));
    expect(batches).toEqual([['k0', 'k1', 'k2'], Array.from({ length: 17 }, (_, i) => `l${i}`)]);
  });

  it('gives calls for one key that wait together one entry and one answer', async () => {
    const { batcher, batches } = recording();
    const busy = batcher.submit({ key: 'first', value: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    const answers = await Promise.all([1, 2, 3].map((v) => batcher.submit({ key: 'same', value: v })));
    await busy;
    expect(new Set(answers).size).toBe(1);
    expect(batches).toEqual([['first'], ['same']]);
  });

  it('fails exactly the callers of a failed statement, and the next batch runs', async () => {
    let calls = 0;
    const { batcher } = recording((batch) => (calls++ === 0 ? new DatabaseUnavailableError() : ok(batch)));
    const first = batcher.submit({ key: 'a', value: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    const second = batcher.submit({ key: 'b', value: 2 });
    await expect(first).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(second).resolves.toBe(20);
  });

  it('fails an item the statement did not answer with 503, never a silent success', async () => {
    const { batcher } = recording(() => new Map());
    await expect(batcher.submit({ key: 'lost', value: 1 })).rejects.toMatchObject({ code: 'DB_UNAVAILABLE' });
  });
});
