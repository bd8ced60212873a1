import { describe, expect, it } from 'vitest';
import { formatMachine, formatReport, formatRow, replaceSection } from './report.ts';
import type { Row } from './summary.ts';

const row: Row = {
  workload: 'returning',
  figure: 'get-or-assign, returning users',
  key: 'pglite',
  target: 'product, PGlite',
  rps: 12345.6,
  p99Ms: 1.234,
  baseKey: 'fastify',
  rpsRatio: 0.6123,
  p99Ratio: 1.5,
  peakRss: 200 * 1024 ** 2,
  cpuUs: 61.04,
  cpuRatio: 0.4912,
  roundsRps: [12345.6],
  goals: [
    { text: '≥ 0.6 of Fastify', met: true },
    { text: 'p99 ≤ 5 ms', met: false },
  ],
};

const machine = {
  date: '2026-11-25',
  commit: 'abc1234',
  cpu: 'AMD EPYC',
  cores: 2,
  memoryBytes: 24 * 1024 ** 3,
  node: 'v24.21.0',
  os: 'Linux 6.1',
  loadStart: [1, 2, 3],
  loadEnd: [0.5, 1, 1.5],
};

describe('report', () => {
  it('formats a row: grouped req/s, p99 in ms, ratios to the named base, CPU per request, RSS in MiB, goals', () => {
    expect(formatRow(row)).toBe(
      '| get-or-assign, returning users | product, PGlite | 12 346 | 1.23 ms | 0.61 of fastify | 1.50 | 61.0 µs (0.49) | 200 MiB | ≥ 0.6 of Fastify: met; p99 ≤ 5 ms: **not met** |',
    );
  });

  it('shows events per second beside the requests of a batch row', () => {
    expect(formatRow({ ...row, rps: 120, units: { perSecond: 12_000, unit: 'events' }, goals: [] })).toContain(
      '| 120 (12 000 events/s) |',
    );
  });

  it('shows the CPU per request without a ratio for a baseline, and nothing when it was not measured', () => {
    expect(formatRow({ ...row, cpuRatio: null, goals: [] })).toContain('| 61.0 µs |');
    expect(formatRow({ ...row, cpuUs: null, cpuRatio: null, goals: [] })).toContain('| 1.50 |  | 200 MiB |');
  });

  it('shows why a row failed instead of figures, with table pipes escaped', () => {
    expect(formatRow({ ...row, rps: null, failure: 'a | b\nc', goals: [] })).toBe(
      '| get-or-assign, returning users | product, PGlite | failed: a \\| b c | | | | | |  |',
    );
  });

  it('records the machine, the load before and after, the settings, the table and the notes', () => {
    expect(formatMachine(machine)).toBe(
      'Measured 2026-11-25 at abc1234 on 2 × AMD EPYC, 24.0 GiB, Node v24.21.0, Linux 6.1.\n' +
        'Load average (1, 5, 15 min) at the start: 1.0 2.0 3.0; at the end: 0.5 1.0 1.5.',
    );
    const report = formatReport({ machine, settings: ['5 rounds'], rows: [row], notes: ['CV: fine.'] });
    expect(report.split('\n')).toEqual([
      ...formatMachine(machine).split('\n'),
      '',
      '- 5 rounds',
      '',
      '| figure | target | req/s (median) | p99 (median) | req/s ratio | p99 ratio | server CPU per request (ratio) | peak RSS | goal |',
      '|---|---|---|---|---|---|---|---|---|',
      formatRow(row),
      '',
      'CV: fine.',
    ]);
  });

  it('replaces only its own section of the document', () => {
    const doc =
      'intro\n<!-- BENCH:START -->\nold\n<!-- BENCH:END -->\nmiddle\n<!-- BENCH-LARGE:START -->\nx\n<!-- BENCH-LARGE:END -->\n';
    expect(replaceSection(doc, 'BENCH', 'new')).toBe(
      'intro\n<!-- BENCH:START -->\nnew\n<!-- BENCH:END -->\nmiddle\n<!-- BENCH-LARGE:START -->\nx\n<!-- BENCH-LARGE:END -->\n',
    );
    expect(() => replaceSection('no markers', 'BENCH', 'x')).toThrow(/no <!-- BENCH:START -->/);
  });
});
