import { describe, expect, it } from 'vitest';
import { AssignmentService } from '../assignment/assignment.service.ts';
import { AssignmentCache } from '../assignment/assignment-cache.ts';
import { MemoryAssignmentRepository } from '../assignment/assignment.memory-repository.ts';
import { MemoryEventRepository } from '../events/event.memory-repository.ts';
import { TrackingService } from '../events/tracking.service.ts';
import { MemoryResultsRepository } from '../results/results.memory-repository.ts';
import type { AbTest } from '../tests/ab-test.ts';
import { DEMO_CUSTOMER_ID, PURCHASE_METRIC } from './demo-catalog.ts';
import { DemoService } from './demo.service.ts';

const demoTest = (name: string, variantName: string, tracksPurchases = false): AbTest => ({
  id: `${name}-id`,
  customerId: DEMO_CUSTOMER_ID,
  name,
  status: 'ENABLED',
  variants: [{ variantName, percentage: 100 }],
  revision: 1,
  metrics: tracksPurchases ? [{ name: PURCHASE_METRIC, kind: 'CONVERSION', role: 'PRIMARY' }] : [],
  controlVariant: null,
});

function setup(tests: AbTest[]) {
  const definitions = {
    get: async (customerId: string, name: string) =>
      tests.find((t) => t.customerId === customerId && t.name === name) ?? null,
  };
  const results = new MemoryResultsRepository();
  const assignments = new AssignmentService({
    definitions,
    cache: new AssignmentCache(),
    repository: new MemoryAssignmentRepository(),
  });
  const events = new MemoryEventRepository({ results });
  const tracking = new TrackingService({ definitions, events, now: Date.now });
  return { service: new DemoService({ definitions, assignments, results, tracking }), results };
}

describe('DemoService', () => {
  it('falls back to the default checkout and the e-mail code when a demo test was edited to other variants', async () => {
    const { service } = setup([
      demoTest('MARKET_PLACE_CHECKOUT', 'SOMETHING_NEW'),
      demoTest('CLIENT_AUTHENTICATION', 'SOMETHING_NEW'),
    ]);
    expect((await service.marketplace()).checkout).toBe('DEFAULT');
    expect(await service.accessCode()).toEqual({ channel: 'EMAIL', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('never shows more conversions than users, and none for a demo that tracks no purchases', async () => {
    const market = demoTest('MARKET_PLACE_CHECKOUT', 'ONE_CLICK_BUY', true);
    const auth = demoTest('CLIENT_AUTHENTICATION', 'SMS_FLOW');
    const { service, results } = setup([market, auth]);
    for (const { id: testId, variants } of [market, auth]) {
      const variantName = variants[0]!.variantName;
      results.assign(testId, 'u1', variantName);
      results.assign(testId, 'u2', variantName);
      // Counters of two tables read at different moments can disagree for an instant (a reset racing a purchase).
      const sums = { usersConverted: 3, valueSum: 3, valueSumSquares: 3 };
      results.addMetricDay({ testId, metric: PURCHASE_METRIC, variantName, day: '2026-03-01', ...sums });
    }
    expect((await service.summaryOf('MARKET_PLACE_CHECKOUT')).conversions).toEqual([
      { variantName: 'ONE_CLICK_BUY', users: 2, conversions: 2, rate: 1 },
    ]);
    expect(await service.summaryOf('CLIENT_AUTHENTICATION')).toMatchObject({
      counts: [{ variantName: 'SMS_FLOW', count: 2 }],
      conversions: [],
    });
  });

  it('answers 503 when a demo test is missing, and 400 for a purchase without a visitor', async () => {
    const { service } = setup([]);
    await expect(service.purchase(null)).rejects.toMatchObject({ status: 400 });
    await expect(service.summaryOf('MARKET_PLACE_CHECKOUT')).rejects.toMatchObject({ status: 503 });
    await expect(service.reset('CLIENT_AUTHENTICATION')).rejects.toMatchObject({ status: 503 });
  });
});
