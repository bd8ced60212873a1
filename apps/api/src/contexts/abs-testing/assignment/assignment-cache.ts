import { getHeapStatistics } from 'node:v8';

/** "Checked: not stored, outside the enrolled share" — true only for the revision of the split it was checked under. */
export interface NotEnrolled {
  readonly revision: number;
}

export type CachedAnswer = string | NotEnrolled;

// Measured on Node 24 (V8 Map<string, string>, variant strings shared): ~44 bytes per entry plus the user id's
// characters; rounded up. See ADR 078.
const BYTES_PER_ENTRY = 48;
const HEAP_SHARE = 0.25;
// When full, this share of the budget is freed at once, so eviction is not paid on every insert.
const EVICT_SHARE = 0.05;

interface TestEntries {
  answers: Map<string, CachedAnswer>;
  notEnrolled: NotEnrolled;
}

/**
 * Answers of returning users, so they are served without the database (ADR 033, 078). Stored assignments never
 * change, so nothing is invalidated; a deleted and recreated test gets a new id, so its old entries are unreachable.
 * The cache is sized in bytes from the memory V8 may use (a quarter of the heap limit, which follows the machine's
 * or the container's memory), not by a count; when full, the oldest entries of the largest tests go first.
 */
export class AssignmentCache {
  private readonly byTest = new Map<string, TestEntries>();
  private readonly budgetBytes: number;
  private usedBytes = 0;

  constructor(budgetBytes = getHeapStatistics().heap_size_limit * HEAP_SHARE) {
    this.budgetBytes = budgetBytes;
  }

  get(testId: string, userId: string): CachedAnswer | undefined {
    return this.byTest.get(testId)?.answers.get(userId);
  }

  remember(testId: string, userId: string, variantName: string): void {
    this.set(testId, userId, variantName);
  }

  /** Remembers that the user is outside the enrolled share under this revision of the split. */
  rememberNotEnrolled(testId: string, revision: number, userId: string): void {
    const entries = this.entriesOf(testId);
    if (entries.notEnrolled.revision !== revision) entries.notEnrolled = { revision };
    this.set(testId, userId, entries.notEnrolled);
  }

  get sizeBytes(): number {
    return this.usedBytes;
  }

  private set(testId: string, userId: string, answer: CachedAnswer): void {
    const { answers } = this.entriesOf(testId);
    if (!answers.has(userId)) {
      this.usedBytes += BYTES_PER_ENTRY + userId.length;
      if (this.usedBytes > this.budgetBytes) this.evict();
    }
    answers.set(userId, answer);
  }

  private entriesOf(testId: string): TestEntries {
    let entries = this.byTest.get(testId);
    if (!entries) {
      entries = { answers: new Map(), notEnrolled: { revision: -1 } };
      this.byTest.set(testId, entries);
    }
    return entries;
  }

  private evict(): void {
    const target = this.budgetBytes * (1 - EVICT_SHARE);
    while (this.usedBytes > target) {
      let largest: Map<string, CachedAnswer> | undefined;
      for (const { answers } of this.byTest.values()) if (!largest || answers.size > largest.size) largest = answers;
      if (!largest || largest.size === 0) return;
      // Maps iterate in insertion order: the first keys are the oldest.
      const quota = Math.max(1, Math.ceil(largest.size * EVICT_SHARE));
      let removed = 0;
      for (const userId of largest.keys()) {
        if (removed++ >= quota || this.usedBytes <= target) break;
        largest.delete(userId);
        this.usedBytes -= BYTES_PER_ENTRY + userId.length;
      }
    }
  }
}
