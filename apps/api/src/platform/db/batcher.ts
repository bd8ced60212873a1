import { DatabaseUnavailableError } from './db-guard.ts';

export interface BatcherOptions<T, R> {
  /** Items with the same key share one entry and one answer (concurrent first calls for one user). */
  keyOf: (item: T) => string;
  /**
   * Runs one statement for the whole batch and answers each item's result by key. For writes it must be durable
   * when it resolves: callers are acknowledged only then.
   */
  run: (batch: readonly T[]) => Promise<ReadonlyMap<string, R>>;
  maxBatch?: number;
  /** Statements allowed in flight at once (1 for group commit: the next batch forms while one is written). */
  concurrency?: number;
}

interface Pending<T, R> {
  item: T;
  waiters: { resolve: (result: R) => void; reject: (err: unknown) => void }[];
}

/**
 * Group commit (ADR 033) and batched reads in one place: while a statement is in flight, new calls queue and go
 * together in the next one. Idle, a call waits only for the current turn of the event loop to finish: items submitted
 * together (a batch of events) and requests whose bytes arrived in the same turn share one statement. Waiting for the
 * turn rather than the tick matters on PGlite, whose statements run on this thread: a batch started at the end of the
 * first request's tick would hold one user, and the loop would not read the next requests until it finished (new
 * users on PGlite: one statement per user, 2 ms of CPU each, ADR 078). Under load, batches grow by themselves. A failed statement fails exactly its
 * own callers; an item the statement did not answer fails with 503 (never a silent loss).
 */
export class Batcher<T, R> {
  private queue = new Map<string, Pending<T, R>>();
  private inFlight = 0;
  private scheduled = false;
  private readonly options: Required<BatcherOptions<T, R>>;

  constructor(options: BatcherOptions<T, R>) {
    this.options = { maxBatch: 500, concurrency: 1, ...options };
  }

  submit(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      const key = this.options.keyOf(item);
      const pending = this.queue.get(key);
      if (pending) pending.waiters.push({ resolve, reject });
      else this.queue.set(key, { item, waiters: [{ resolve, reject }] });
      if (this.inFlight < this.options.concurrency && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          void this.drain();
        });
      }
    });
  }

  private async drain(): Promise<void> {
    this.inFlight += 1;
    try {
      while (this.queue.size > 0) await this.runBatch(this.take());
    } finally {
      this.inFlight -= 1;
    }
  }

  private async runBatch(batch: Pending<T, R>[]): Promise<void> {
    let results: ReadonlyMap<string, R>;
    try {
      results = await this.options.run(batch.map((p) => p.item));
    } catch (err) {
      for (const p of batch) for (const w of p.waiters) w.reject(err);
      return;
    }
    for (const p of batch) {
      const key = this.options.keyOf(p.item);
      const found = results.has(key);
      const result = results.get(key) as R;
      for (const w of p.waiters) {
        if (found) w.resolve(result);
        else w.reject(new DatabaseUnavailableError('The write could not be confirmed, please retry'));
      }
    }
  }

  private take(): Pending<T, R>[] {
    const batch: Pending<T, R>[] = [];
    for (const [key, pending] of this.queue) {
      batch.push(pending);
      this.queue.delete(key);
      if (batch.length >= this.options.maxBatch) break;
    }
    return batch;
  }
}
