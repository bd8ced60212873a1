export const DEFAULT_ASSIGNMENT_CACHE_SIZE = 500_000;

/**
 * Stored assignments of returning users, keyed by test id (a deleted and recreated test gets a new id, so stale
 * entries are unreachable). Assignments never change, so no invalidation is needed; oldest entries are evicted
 * first once the bound is reached.
 */
export class AssignmentCache {
  private readonly entries = new Map<string, string>();
  private readonly maxSize: number;

  constructor(maxSize = DEFAULT_ASSIGNMENT_CACHE_SIZE) {
    this.maxSize = maxSize;
  }

  get(testId: string, userId: string): string | undefined {
    return this.entries.get(`${testId}\n${userId}`);
  }

  set(testId: string, userId: string, variantName: string): void {
    if (this.entries.size >= this.maxSize) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(`${testId}\n${userId}`, variantName);
  }

  get size(): number {
    return this.entries.size;
  }
}
