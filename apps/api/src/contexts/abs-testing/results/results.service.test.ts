import { describe, expect, it } from 'vitest';
import { AbTestService } from '../tests/ab-test.service.ts';
import { MemoryAbTestRepository } from '../tests/ab-test.memory-repository.ts';
import { MemoryResultsRepository } from './results.memory-repository.ts';
import { ResultsService } from './results.service.ts';

async function setup() {
  const tests = new AbTestService({ repository: new MemoryAbTestRepository(), changes: { publish: async () => {} } });
  const results = new MemoryResultsRepository();
  await tests.create('c', {
    name: 'CHECKOUT',
    variants: [
      { variantName: 'A', percentage: 50 },
      { variantName: 'B', percentage: 40 },
    ],
    metrics: [{ name: 'purchase', kind: 'CONVERSION' }],
    controlVariant: 'B',
  });
  const test = await tests.get('c', 'CHECKOUT');
  /** `users` assigned to the variant on `day`, the first `converted` of them buying on the same day. */
  const fill = (variantName: string, users: number, converted: number, day = '2026-03-01') => {
    for (let i = 0; i < users; i++) results.assign(test.id, `${variantName}${i}`, variantName, day);
    const sums = { usersConverted: converted, valueSum: converted, valueSumSquares: converted };
    if (converted > 0) results.addMetricDay({ testId: test.id, metric: 'purchase', variantName, day, ...sums });
  };
  return { service: new ResultsService({ tests, repository: results }), fill };
}

describe('ResultsService', () => {
  it('compares with the marked control, and a variant removed by an edit does not hold back the verdict', async () => {
    const { service, fill } = await setup();
    fill('A', 20, 6);
    fill('B', 20, 8);
    fill('OLD', 3, 0);
    const results = await service.resultsOf('c', 'CHECKOUT');
    expect(results).toMatchObject({ totalAssignments: 43, notEnrolledPercentage: 10 });
    expect(results.variants.map((v) => [v.variantName, v.configuredPercentage, v.assignments])).toEqual([
      ['A', 50, 20],
      ['B', 40, 20],
      ['OLD', 0, 3],
    ]);
    const [purchase] = results.metrics;
    expect(purchase).toMatchObject({ control: 'B', enoughData: true, unattributedEvents: 0 });
    expect(purchase!.variants.find((v) => v.variantName === 'B')).toEqual({
      variantName: 'B',
      users: 20,
      conversions: 8,
      rate: 0.4,
    });
    expect(purchase!.variants.find((v) => v.variantName === 'A')?.uplift).toBeCloseTo(-0.25);
  });

  it('draws the cumulative rate for every day from the first to the last, gaps included', async () => {
    const { service, fill } = await setup();
    fill('A', 4, 0, '2026-03-01');
    fill('A', 0, 1, '2026-03-03');
    const { metric, days } = await service.timelineOf('c', 'CHECKOUT', 'purchase');
    expect(metric).toEqual({ name: 'purchase', kind: 'CONVERSION', role: 'PRIMARY' });
    expect(days.map((d) => [d.date, d.variants.find((v) => v.variantName === 'A')?.value])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 0],
      ['2026-03-03', 0.25],
    ]);
  });
});
