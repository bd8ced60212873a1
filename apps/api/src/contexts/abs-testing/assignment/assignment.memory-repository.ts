import type { AssignmentRepository, NewAssignment } from './assignment.repository.ts';

/** In-memory fake for service tests: the same first-writer-wins rule, with call counts to assert on. */
export class MemoryAssignmentRepository implements AssignmentRepository {
  readonly rows = new Map<string, string>();
  readonly calls = { finds: 0, inserts: 0 };

  async find(testId: string, userId: string): Promise<string | null> {
    this.calls.finds += 1;
    return this.rows.get(`${testId}\n${userId}`) ?? null;
  }

  async insertIfAbsent({ testId, userId, variantName }: NewAssignment): Promise<string> {
    this.calls.inserts += 1;
    const key = `${testId}\n${userId}`;
    if (!this.rows.has(key)) this.rows.set(key, variantName);
    return this.rows.get(key)!;
  }
}
