import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ParseWorkerPool, QueueFullError } from './worker-pool.ts';

const cv = new Uint8Array(readFileSync(join(import.meta.dirname, '../data/eval/gen-01-one-column.pdf')));
const base = { size: 1, memoryMb: 256, maxQueue: 4, queueWaitMs: 60_000, maxPages: 20 };

describe('ParseWorkerPool', { timeout: 60_000 }, () => {
  let pool: ParseWorkerPool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('parses in a worker thread', async () => {
    pool = new ParseWorkerPool({ ...base, timeoutMs: 30_000 });
    await pool.whenReady(30_000);
    const parsed = await pool.parse(cv);
    expect(parsed.result.fullName).toBe('Maria Fernandes');
  });

  it('terminates a worker that runs out of time and keeps serving with a fresh one', async () => {
    pool = new ParseWorkerPool({ ...base, timeoutMs: 1 });
    await pool.whenReady(30_000);
    await expect(pool.parse(cv)).rejects.toMatchObject({ status: 422, message: 'The PDF took too long to process' });
    await expect(pool.parse(cv)).rejects.toMatchObject({ status: 422 });
  });

  it('refuses work beyond its queue', async () => {
    pool = new ParseWorkerPool({ ...base, timeoutMs: 30_000, maxQueue: 0 });
    await expect(pool.parse(cv)).rejects.toBeInstanceOf(QueueFullError);
  });
});
