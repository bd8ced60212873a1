import type { MemoryResultsRepository } from '../results/results.memory-repository.ts';
import type { EventOutcome, EventRepository, NewEvent } from './event.repository.ts';

export interface MemoryEventDeps {
  /** The tables the events are counted in, and whose assignments attribute them. */
  results: MemoryResultsRepository;
  /** False for a test deleted meanwhile (its events are answered as gone); every test lives unless given. */
  testExists?: (testId: string) => boolean;
  now?: () => number;
}

/**
 * In-memory EventRepository for service tests, with the SQL statement's rules applied event by event: an eventId
 * counts once per test; an event of a user without an assignment is counted as unattributed; a user's first event
 * is a new conversion, and the sum of squares of per-user totals grows by total² − (total − value)².
 */
export class MemoryEventRepository implements EventRepository {
  private readonly results: MemoryResultsRepository;
  private readonly testExists: (testId: string) => boolean;
  private readonly now: () => number;

  constructor(deps: MemoryEventDeps) {
    this.results = deps.results;
    this.testExists = deps.testExists ?? (() => true);
    this.now = deps.now ?? Date.now;
  }

  async record(event: NewEvent): Promise<EventOutcome> {
    return this.store(event);
  }

  async recordMany(batch: readonly NewEvent[]): Promise<EventOutcome[]> {
    return batch.map((event) => this.store(event));
  }

  async pruneEventIds(before: Date, limit: number): Promise<number> {
    let pruned = 0;
    for (const [key, seenAt] of this.results.eventIds) {
      if (pruned === limit) break;
      if (seenAt < before.getTime() && this.results.eventIds.delete(key)) pruned += 1;
    }
    return pruned;
  }

  private store(event: NewEvent): EventOutcome {
    if (!this.testExists(event.testId)) return 'TEST_GONE';
    const { testId, metric, userId, value } = event;
    const variantName = this.results.assignments.find((a) => a.testId === testId && a.userId === userId)?.variantName;
    if (this.claim(event)) {
      if (variantName === undefined) {
        const key = `${testId}\n${metric}`;
        this.results.unattributed.set(key, (this.results.unattributed.get(key) ?? 0) + 1);
      } else {
        const key = `${testId}\n${metric}\n${userId}`;
        const total = this.results.userTotals.get(key) ?? { events: 0, sum: 0 };
        this.results.userTotals.set(key, { events: total.events + 1, sum: total.sum + value });
        this.results.addMetricDay({
          testId,
          metric,
          variantName,
          day: new Date(event.at).toISOString().slice(0, 10),
          usersConverted: total.events === 0 ? 1 : 0,
          valueSum: value,
          valueSumSquares: value * (2 * (total.sum + value) - value),
        });
      }
    }
    return variantName === undefined ? 'UNATTRIBUTED' : 'ATTRIBUTED';
  }

  /** False for an eventId this test has seen: the event is answered but not counted again. */
  private claim({ testId, eventId }: NewEvent): boolean {
    if (eventId === null) return true;
    const key = `${testId}\n${eventId}`;
    if (this.results.eventIds.has(key)) return false;
    this.results.eventIds.set(key, this.now());
    return true;
  }
}
