// From rounds to rows: the median req/s and median p99 of each target over its rounds, each as a ratio to its base
// (the bare Fastify route of the same workload, or the in-cache figure for the past-the-cache row), and the goals of
// issues 19 and 20 checked against them. Pure: no process, no clock.
import { median } from '../lib/stats.ts';
import type { CellRun } from './rounds.ts';

export interface GoalCheck {
  text: string;
  /** null: not decidable (the row or the row it compares to failed). */
  met: boolean | null;
}

export interface Row {
  workload: string;
  figure: string;
  key: string;
  target: string;
  rps: number | null;
  p99Ms: number | null;
  /** Units per second when a request carries several (events in a batch). */
  units?: { perSecond: number; unit: string };
  baseKey: string | null;
  rpsRatio: number | null;
  p99Ratio: number | null;
  peakRss: number | null;
  /** The server's median CPU time per request, in microseconds. */
  cpuUs: number | null;
  /**
   * The base's CPU time per request divided by this row's: the req/s ratio the two would show if each server had a
   * core to itself (the req/s ratio is lower when the load generator, not the baseline, is what runs out first).
   */
  cpuRatio: number | null;
  roundsRps: number[];
  failure?: string;
  goals: GoalCheck[];
}

export function summarize(
  workload: string,
  figure: string,
  runs: readonly CellRun[],
  labelOf: (key: string) => string,
  baseKeyOf: (key: string) => string | null,
): Row[] {
  const medians = new Map(
    runs.map((run) => [
      run.key,
      run.failure || run.rounds.length === 0
        ? null
        : {
            rps: median(run.rounds.map((r) => r.rps)),
            p99Ms: median(run.rounds.map((r) => r.p99Ms)),
            cpuUs: run.cpuUsPerRequest?.length ? median(run.cpuUsPerRequest) : null,
          },
    ]),
  );
  return runs.map((run) => {
    const own = medians.get(run.key) ?? null;
    const baseKey = baseKeyOf(run.key);
    const base = baseKey === null || baseKey === run.key ? null : (medians.get(baseKey) ?? null);
    return {
      workload,
      figure,
      key: run.key,
      target: labelOf(run.key),
      rps: own?.rps ?? null,
      p99Ms: own?.p99Ms ?? null,
      ...(own && run.unitsPerRequest
        ? { units: { perSecond: own.rps * run.unitsPerRequest.count, unit: run.unitsPerRequest.unit } }
        : {}),
      baseKey: baseKey === run.key ? null : baseKey,
      rpsRatio: own && base ? own.rps / base.rps : null,
      p99Ratio: own && base ? own.p99Ms / base.p99Ms : null,
      peakRss: run.peakRss ?? null,
      cpuUs: own?.cpuUs ?? null,
      cpuRatio: own?.cpuUs && base?.cpuUs ? base.cpuUs / own.cpuUs : null,
      roundsRps: run.rounds.map((r) => r.rps),
      ...(run.failure ? { failure: run.failure } : {}),
      goals: [],
    };
  });
}

interface Goal {
  workload: string;
  key: string;
  text: string;
  test: (row: Row, all: readonly Row[]) => boolean | null;
}

const GIB = 1024 ** 3;
const atLeast = (value: number | null, bound: number) => (value === null ? null : value >= bound);
const atMost = (value: number | null, bound: number) => (value === null ? null : value <= bound);

/** The two products' rows of issue 19's acceptance (and issue 20's batching goal where events run). */
export const GOALS: readonly Goal[] = [
  ...['returning', 'ofrep'].flatMap((workload) => [
    { workload, key: 'pglite', text: '≥ 0.6 of Fastify', test: (r: Row) => atLeast(r.rpsRatio, 0.6) },
    { workload, key: 'pglite', text: 'p99 ≤ 5 ms', test: (r: Row) => atMost(r.p99Ms, 5) },
  ]),
  { workload: 'returning', key: 'pg', text: '≥ 0.6 of Fastify', test: (r) => atLeast(r.rpsRatio, 0.6) },
  { workload: 'new-users', key: 'pg', text: '≥ 5 000 assignments/s', test: (r) => atLeast(r.rps, 5000) },
  ...['pglite', 'pg'].map((key) => ({
    workload: 'events',
    key,
    text: '≥ 2 × new-user inserts/s',
    test: (r: Row, all: readonly Row[]) => {
      const inserts = all.find((o) => o.workload === 'new-users' && o.key === key)?.rps ?? null;
      return r.units && inserts ? r.units.perSecond / inserts >= 2 : null;
    },
  })),
  { workload: 'results', key: 'pg:10m-events', text: 'p99 ≤ 1.5 × 1 000 events', test: (r) => atMost(r.p99Ratio, 1.5) },
  {
    workload: 'results',
    key: 'pg:10m-events',
    text: 'req/s ≥ 1/1.5 of 1 000 events',
    test: (r) => atLeast(r.rpsRatio, 1 / 1.5),
  },
  { workload: 'large', key: 'pg:seeded', text: '≥ 0.3 of in-cache', test: (r) => atLeast(r.rpsRatio, 0.3) },
  { workload: 'large', key: 'pg:seeded', text: 'peak RSS ≤ 1 GiB', test: (r) => atMost(r.peakRss, GIB) },
];

export function checkGoals(rows: readonly Row[], goals: readonly Goal[] = GOALS): Row[] {
  return rows.map((row) => ({
    ...row,
    goals: goals
      .filter((g) => g.workload === row.workload && g.key === row.key)
      .map((g) => ({ text: g.text, met: row.failure ? null : g.test(row, rows) })),
  }));
}
