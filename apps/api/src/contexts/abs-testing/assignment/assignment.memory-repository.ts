import type { AssignmentLookup, AssignmentRepository, StoredAssignment } from './assignment.repository.ts';

/** In-memory fake for service tests: the same first-writer-wins rule, with call counts to assert on. */
export class MemoryAssignmentRepository implements AssignmentRepository {
  readonly rows = new Map<string, string>();
  readonly calls = { lookups: 0, inserts: 0 };

  async findOrInsert({ testId, userId, chosen }: AssignmentLookup): Promise<StoredAssignment> {
    this.calls.lookups += 1;
    const key = `${testId}\n${userId}`;
    const stored = this.rows.get(key);
    if (stored !== undefined || chosen === null) return { variant: stored ?? null, isNew: false };
    this.calls.inserts += 1;
    this.rows.set(key, chosen);
    return { variant: chosen, isNew: true };
  }
}
