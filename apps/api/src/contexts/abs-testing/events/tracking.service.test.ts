import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../../platform/db/db-guard.ts';
import type { AbTest } from '../tests/ab-test.ts';
import type { DefinitionSource } from '../tests/definition-cache.ts';
import type { EventOutcome, NewEvent } from './event.repository.ts';
import { NOT_STORED, TrackingService } from './tracking.service.ts';

const test: AbTest = {
  id: 't1',
  customerId: 'c1',
  name: 'EXP',
  status: 'ENABLED',
  variants: [{ variantName: 'A', percentage: 100 }],
  revision: 1,
  metrics: [{ name: 'purchase', kind: 'CONVERSION', role: 'PRIMARY' }],
  controlVariant: null,
};
const definitions: DefinitionSource = { get: async (_c, name) => (name === 'EXP' ? test : null) };
const NOW = Date.parse('2026-11-25T12:00:00Z');

function service(record: (e: NewEvent) => Promise<EventOutcome>) {
  return new TrackingService({ definitions, events: { record }, now: () => NOW });
}
const event = (userId: string) => ({ abTestName: 'EXP', userId, metric: 'purchase' });

describe('tracking service', () => {
  it('stamps an event without a timestamp with the time of arrival and a value of 1', async () => {
    const seen: NewEvent[] = [];
    await service(async (e) => (seen.push(e), 'ATTRIBUTED')).trackOne('c1', event('u'));
    expect(seen).toEqual([
      { testId: 't1', metric: 'purchase', userId: 'u', value: 1, eventId: null, at: '2026-11-25T12:00:00.000Z' },
    ]);
  });

  it('answers the events the database lost as not accepted, so only they are retried', async () => {
    const s = service(async (e) => {
      if (e.userId === 'lost') throw new DatabaseUnavailableError();
      return 'UNATTRIBUTED';
    });
    expect(await s.trackMany('c1', [event('kept'), event('lost'), 'userId: required'])).toEqual([
      { stored: true, attributed: false },
      { stored: false, error: NOT_STORED },
      { stored: false, error: 'userId: required' },
    ]);
  });

  it('fails the whole call when the database lost every event, or on an unexpected error', async () => {
    const down = service(async () => {
      throw new DatabaseUnavailableError();
    });
    await expect(down.trackMany('c1', [event('a'), event('b')])).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(down.trackOne('c1', event('a'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const broken = service(async (e) => {
      if (e.userId === 'b') throw new Error('bug');
      return 'ATTRIBUTED';
    });
    await expect(broken.trackMany('c1', [event('a'), event('b')])).rejects.toThrow('bug');
  });
});
