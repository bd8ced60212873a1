import { fieldError, notFound, type AppError } from '../../../platform/errors.ts';
import { isConnectionError } from '../../../platform/db/db-guard.ts';
import { AB_TEST_NOT_FOUND } from '../tests/ab-test.ts';
import type { DefinitionSource } from '../tests/definition-cache.ts';
import type { EventOutcome, EventRepository, NewEvent } from './event.repository.ts';

/** One event as the customer reports it (validated for shape at the edge). */
export interface TrackInput {
  abTestName: string;
  userId: string;
  metric: string;
  value?: number;
  eventId?: string;
  /** ISO 8601 with an offset. */
  timestamp?: string;
}

/** What became of one event of a batch: stored (attributed to a variant or not), or refused and why. */
export type BatchOutcome = { stored: true; attributed: boolean } | { stored: false; error: string };

export const NOT_STORED = 'The database did not store this event, please retry it';

/** A timestamp may run ahead of ours by clock skew, and be late by a retry queue, but not by more. */
export const MAX_FUTURE_MS = 5 * 60_000;
export const MAX_AGE_MS = 30 * 86_400_000;

/** Counts accepted events by outcome (Prometheus, on /metrics). */
export type TrackCounter = (outcome: EventOutcome) => void;

/**
 * Event ingestion for machines (issue 20): each event is checked against its test's cached definition (the test is the
 * caller's, the metric is one of the test's), then written through group commit; the answer comes once it is durable.
 */
export class TrackingService {
  private readonly definitions: DefinitionSource;
  private readonly events: Pick<EventRepository, 'record'>;
  private readonly now: () => number;
  private readonly count: TrackCounter;

  constructor(deps: {
    definitions: DefinitionSource;
    /** Where accepted events go; `record` resolves once the event is durable. */
    events: Pick<EventRepository, 'record'>;
    now: () => number;
    count?: TrackCounter;
  }) {
    this.definitions = deps.definitions;
    this.events = deps.events;
    this.now = deps.now;
    this.count = deps.count ?? (() => {});
  }

  /** Whether the user's event was attributed to a variant; throws 404 or 400 like get-or-assign would. */
  async trackOne(customerId: string, event: TrackInput): Promise<{ attributed: boolean }> {
    const checked = await this.check(customerId, event);
    if (!('testId' in checked)) throw checked;
    const outcome = await this.events.record(checked);
    this.count(outcome);
    if (outcome === 'TEST_GONE') throw notFound(AB_TEST_NOT_FOUND);
    return { attributed: outcome === 'ATTRIBUTED' };
  }

  /**
   * Partial success: every event gets its own outcome, in order (an item that failed validation at the edge comes as
   * its error message). The valid ones go through group commit; events the database lost (a statement failed) are
   * answered as not stored so the client retries only them; if it lost all of them the call fails as a whole (503
   * with Retry-After).
   */
  async trackMany(customerId: string, items: readonly (TrackInput | string)[]): Promise<BatchOutcome[]> {
    const outcomes: BatchOutcome[] = new Array(items.length);
    const accepted: { index: number; event: NewEvent }[] = [];
    for (const [index, item] of items.entries()) {
      const checked = typeof item === 'string' ? null : await this.check(customerId, item);
      if (checked === null) outcomes[index] = { stored: false, error: item as string };
      else if ('testId' in checked) accepted.push({ index, event: checked });
      else outcomes[index] = { stored: false, error: checked.message };
    }
    const settled = await Promise.allSettled(accepted.map((a) => this.events.record(a.event)));
    const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    const unexpected = failures.find((err) => !isConnectionError(err));
    if (unexpected !== undefined || (failures.length > 0 && failures.length === settled.length)) {
      throw unexpected ?? failures[0];
    }
    accepted.forEach(({ index }, i) => {
      const s = settled[i]!;
      if (s.status === 'rejected') {
        outcomes[index] = { stored: false, error: NOT_STORED };
        return;
      }
      this.count(s.value);
      outcomes[index] =
        s.value === 'TEST_GONE'
          ? { stored: false, error: AB_TEST_NOT_FOUND }
          : { stored: true, attributed: s.value === 'ATTRIBUTED' };
    });
    return outcomes;
  }

  private async check(customerId: string, event: TrackInput): Promise<NewEvent | AppError> {
    const test = await this.definitions.get(customerId, event.abTestName);
    if (!test) return notFound(AB_TEST_NOT_FOUND);
    if (!test.metrics.some((m) => m.name === event.metric)) {
      return fieldError('metric', `Unknown metric '${event.metric}' for AB Test '${test.name}'`);
    }
    const now = this.now();
    const at = event.timestamp === undefined ? now : Date.parse(event.timestamp);
    if (at > now + MAX_FUTURE_MS) return fieldError('timestamp', 'timestamp must not be in the future');
    if (at < now - MAX_AGE_MS) return fieldError('timestamp', 'timestamp must be within the last 30 days');
    return {
      testId: test.id,
      metric: event.metric,
      userId: event.userId,
      value: event.value ?? 1,
      eventId: event.eventId ?? null,
      at: new Date(at).toISOString(),
    };
  }
}
