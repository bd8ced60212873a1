import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load-job.ts';
import { loadFailure } from './load-job.ts';
import type { CellRun } from './rounds.ts';
import { checkGoals, summarize } from './summary.ts';

const round = (rps: number, p99Ms: number): LoadResult => ({
  rps,
  p50Ms: p99Ms / 2,
  p99Ms,
  answered: rps * 5,
  durationS: 5,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statusCodes: { 200: rps * 5 },
});

const runs: CellRun[] = [
  { key: 'fastify', rounds: [round(20_000, 1), round(10_000, 9), round(21_000, 2)], peakRss: 100 },
  { key: 'pglite', rounds: [round(13_000, 4), round(12_000, 6), round(1_000, 50)], peakRss: 300 },
  { key: 'pg', rounds: [], failure: '0 2xx, 10 non-2xx (10 × 429)' },
];
const rows = summarize(
  'returning',
  'get-or-assign',
  runs,
  (k) => `label ${k}`,
  () => 'fastify',
);

describe('summarize', () => {
  it('takes the median req/s and the median p99 over the rounds, each on its own', () => {
    expect(rows[0]).toMatchObject({ rps: 20_000, p99Ms: 2, target: 'label fastify' });
    expect(rows[1]).toMatchObject({ rps: 12_000, p99Ms: 6, peakRss: 300, roundsRps: [13_000, 12_000, 1_000] });
  });

  it('divides by the baseline of the same run, and not the baseline by itself', () => {
    expect(rows[1]!.rpsRatio).toBeCloseTo(0.6);
    expect(rows[1]!.p99Ratio).toBeCloseTo(3);
    expect(rows[0]).toMatchObject({ rpsRatio: null, baseKey: null });
  });

  it('divides the baseline’s median CPU per request by the target’s, and leaves it out where it was not read', () => {
    const [base, product] = summarize(
      'returning',
      'get-or-assign',
      [
        { key: 'fastify', rounds: [round(20_000, 1)], cpuUsPerRequest: [30, 29, 40] },
        { key: 'pglite', rounds: [round(12_000, 2)], cpuUsPerRequest: [61, 58, 90] },
      ],
      String,
      () => 'fastify',
    );
    expect(base).toMatchObject({ cpuUs: 30, cpuRatio: null });
    expect(product!.cpuUs).toBe(61);
    expect(product!.cpuRatio).toBeCloseTo(30 / 61);
    expect(rows[1]).toMatchObject({ cpuUs: null, cpuRatio: null });
  });

  it('keeps a failed target as a row with its reason and no figures', () => {
    expect(rows[2]).toMatchObject({ rps: null, rpsRatio: null, failure: '0 2xx, 10 non-2xx (10 × 429)' });
  });

  it('reports units per second for batches', () => {
    const [batch] = summarize(
      'events',
      'events',
      [{ key: 'pg', rounds: [round(100, 3)], unitsPerRequest: { count: 100, unit: 'events' } }],
      String,
      () => null,
    );
    expect(batch!.units).toEqual({ perSecond: 10_000, unit: 'events' });
  });
});

describe('goals', () => {
  it('checks the ratio and the p99 of the shipped product, undecided for a failed row', () => {
    const checked = checkGoals(rows);
    expect(checked[1]!.goals).toEqual([
      { text: '≥ 0.6 of Fastify', met: true },
      { text: 'p99 ≤ 5 ms', met: false },
    ]);
    expect(checked[2]!.goals).toEqual([{ text: '≥ 0.6 of Fastify', met: null }]);
    expect(checked[0]!.goals).toEqual([]);
  });

  it('compares tracked events with the new-user inserts of the same target', () => {
    const inserts = summarize('new-users', 'n', [{ key: 'pg', rounds: [round(4_000, 3)] }], String, () => null);
    const events = summarize(
      'events',
      'e',
      [{ key: 'pg', rounds: [round(90, 3)], unitsPerRequest: { count: 100, unit: 'events' } }],
      String,
      () => null,
    );
    const [, checked] = checkGoals([...inserts, ...events]);
    expect(checked!.goals).toEqual([{ text: '≥ 2 × new-user inserts/s', met: true }]);
  });

  it('past the cache: ratio to the in-memory row and the peak RSS bound', () => {
    const large = summarize(
      'large',
      'l',
      [
        { key: 'pg:in-cache', rounds: [round(10_000, 2)] },
        { key: 'pg:seeded', rounds: [round(2_000, 20)], peakRss: 1.5 * 1024 ** 3 },
      ],
      String,
      (k) => (k === 'pg:seeded' ? 'pg:in-cache' : null),
    );
    expect(checkGoals(large)[1]!.goals).toEqual([
      { text: '≥ 0.3 of in-cache', met: false },
      { text: 'peak RSS ≤ 1 GiB', met: false },
    ]);
  });
});

describe('loadFailure', () => {
  it('accepts a round where every answer was a 2xx', () => {
    expect(loadFailure(round(10, 1))).toBeNull();
  });
  it('rejects throttled or failing rounds, naming the status codes', () => {
    expect(loadFailure({ ...round(10, 1), non2xx: 3, statusCodes: { 200: 47, 429: 3 } })).toBe(
      '50 2xx, 3 non-2xx (47 × 200, 3 × 429), 0 errors (0 timeouts)',
    );
    expect(loadFailure({ ...round(0, 1), answered: 0 })).toMatch(/^0 2xx/);
  });

  it('results: the 10 million-event test against the 1 000-event test of the same rounds', () => {
    const results = (p99: number) =>
      checkGoals(
        summarize(
          'results',
          'r',
          [
            { key: 'pg:1k-events', rounds: [round(600, 10)] },
            { key: 'pg:10m-events', rounds: [round(500, p99)] },
          ],
          String,
          (k) => (k === 'pg:10m-events' ? 'pg:1k-events' : null),
        ),
      )[1]!.goals;
    expect(results(14)).toEqual([
      { text: 'p99 ≤ 1.5 × 1 000 events', met: true },
      { text: 'req/s ≥ 1/1.5 of 1 000 events', met: true },
    ]);
    expect(results(16)[0]).toEqual({ text: 'p99 ≤ 1.5 × 1 000 events', met: false });
  });
});
