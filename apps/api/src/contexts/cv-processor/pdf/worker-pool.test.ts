import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ParseWorkerPool, QueueFullError } from './worker-pool.ts';
import { TOO_MUCH_DATA } from './inflate-guard.ts';
import { encryptedBombPdf, heapBombPdf } from '../test-support/bomb-pdfs.ts';

const cv = new Uint8Array(readFileSync(join(import.meta.dirname, '../data/eval/gen-01-one-column.pdf')));
const base = { size: 1, memoryMb: 256, maxQueue: 4, queueWaitMs: 60_000, maxPages: 20, wallFactor: 2 };

/** Processes this test process started (the pool's workers), from /proc. */
function childPids(): number[] {
  const tasks = readdirSync('/proc/self/task');
  return tasks.flatMap((t) =>
    readFileSync(`/proc/self/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
}

describe('ParseWorkerPool', { timeout: 60_000 }, () => {
  let pool: ParseWorkerPool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('parses in a worker process', async () => {
    pool = new ParseWorkerPool({ ...base, timeoutMs: 30_000 });
    await pool.whenReady(30_000);
    const parsed = await pool.parse(cv);
    expect(parsed.result.fullName).toBe('Maria Fernandes');
  });

  it('terminates a worker that runs out of time and keeps serving with a fresh one', async () => {
    pool = new ParseWorkerPool({ ...base, timeoutMs: 1, wallFactor: 1 });
    await pool.whenReady(30_000);
    await expect(pool.parse(cv)).rejects.toMatchObject({ status: 422, message: 'The PDF took too long to process' });
    await expect(pool.parse(cv)).rejects.toMatchObject({ status: 422 });
  });

  it.runIf(process.platform === 'linux')(
    'charges a document the CPU time it uses, not the time its worker waits for the CPU',
    async () => {
      // A first document costs a fresh worker about half a second of CPU time.
      pool = new ParseWorkerPool({ ...base, timeoutMs: 2_000, wallFactor: 100 });
      await pool.whenReady(30_000);
      const workers = childPids();
      expect(workers).toHaveLength(1);
      // A worker that gets no CPU for 3 s (as on a machine busy with other work) keeps its document.
      for (const pid of workers) process.kill(pid, 'SIGSTOP');
      const parsed = pool.parse(cv);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      for (const pid of workers) process.kill(pid, 'SIGCONT');
      expect((await parsed).result.fullName).toBe('Maria Fernandes');
    },
  );

  it('ends a document whose worker stalls, after its wall-time ceiling', async () => {
    pool = new ParseWorkerPool({ ...base, timeoutMs: 2_000, wallFactor: 1 });
    await pool.whenReady(30_000);
    const workers = childPids();
    for (const pid of workers) process.kill(pid, 'SIGSTOP');
    try {
      await expect(pool.parse(cv)).rejects.toMatchObject({ status: 422, message: 'The PDF took too long to process' });
    } finally {
      // The pool has replaced the stalled worker; it may be gone already.
      for (const pid of workers) if (childPids().includes(pid)) process.kill(pid, 'SIGCONT');
    }
    expect((await pool.parse(cv)).result.fullName).toBe('Maria Fernandes');
  });

  it('answers 422 when a worker runs out of memory, and serves the next document with a fresh one', async () => {
    pool = new ParseWorkerPool({ ...base, memoryMb: 32, timeoutMs: 30_000 });
    await pool.whenReady(30_000);
    const bomb = heapBombPdf(8 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(pool.parse(bomb)).rejects.toMatchObject({
      status: 422,
      message: 'The PDF needs too much memory to be processed',
    });
    expect((await pool.parse(cv)).result.fullName).toBe('Maria Fernandes');
  });

  it('stops a bomb no pre-scan can see (an encrypted file) inside pdf.js', async () => {
    pool = new ParseWorkerPool({ ...base, timeoutMs: 30_000 });
    await pool.whenReady(30_000);
    await expect(pool.parse(encryptedBombPdf())).rejects.toMatchObject({ status: 422, message: TOO_MUCH_DATA });
  });

  it('refuses work beyond its queue', async () => {
    pool = new ParseWorkerPool({ ...base, timeoutMs: 30_000, maxQueue: 0 });
    await expect(pool.parse(cv)).rejects.toBeInstanceOf(QueueFullError);
  });
});
