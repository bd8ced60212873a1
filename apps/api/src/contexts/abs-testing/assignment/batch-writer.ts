import type { AssignmentRepository, NewAssignment } from './assignment.repository.ts';

interface Pending {
  assignment: NewAssignment;
  waiters: { resolve: (variant: string) => void; reject: (err: unknown) => void }[];
}

export const MAX_BATCH = 500;

/**
 * Group commit for new assignments: while one INSERT is in flight, the next requests queue and go together in
 * the following one. Idle, a request is written at once; under load, writes batch by themselves. Every caller
 * waits for its own row to be durable (ADR 033). Concurrent first calls for the same user share one entry.
 */
export class AssignmentBatchWriter {
  private readonly repository: AssignmentRepository;
  private queue = new Map<string, Pending>();
  private flushing = false;

  constructor(repository: AssignmentRepository) {
    this.repository = repository;
  }

  write(assignment: NewAssignment): Promise<string> {
    return new Promise((resolve, reject) => {
      const key = `${assignment.testId}\n${assignment.userId}`;
      const pending = this.queue.get(key);
      if (pending) pending.waiters.push({ resolve, reject });
      else this.queue.set(key, { assignment, waiters: [{ resolve, reject }] });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.size > 0) {
        const batch = this.take();
        try {
          const stored = await this.repository.insertMany(batch.map((p) => p.assignment));
          const byKey = new Map(stored.map((s) => [`${s.testId}\n${s.userId}`, s.variantName]));
          for (const p of batch) {
            const variant = byKey.get(`${p.assignment.testId}\n${p.assignment.userId}`);
            for (const w of p.waiters) {
              // Only if the test was deleted between the insert and the read-back.
              if (variant === undefined) w.reject(new Error('assignment vanished'));
              else w.resolve(variant);
            }
          }
        } catch (err) {
          for (const p of batch) for (const w of p.waiters) w.reject(err);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private take(): Pending[] {
    const batch: Pending[] = [];
    for (const [key, pending] of this.queue) {
      batch.push(pending);
      this.queue.delete(key);
      if (batch.length >= MAX_BATCH) break;
    }
    return batch;
  }
}
