// The bench's report: machine, configuration and one table row per workload and target, printed and (with
// --write) recorded in docs/benchmarks.md between markers. Pure formatting.
import type { Row } from './summary.ts';

export interface MachineInfo {
  date: string;
  commit: string;
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  os: string;
  loadStart: readonly number[];
  loadEnd?: readonly number[];
  postgres?: string;
}

export interface ReportInput {
  machine: MachineInfo;
  /** One line each: how the run was made (rounds, connections, each process's command and variables). */
  settings: readonly string[];
  rows: readonly Row[];
  /** Further lines after the table (the CV figure, skipped rows and why). */
  notes: readonly string[];
}

const group = (n: number) => Math.round(n).toLocaleString('en-US').replace(/,/g, ' ');
const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
const loads = (l: readonly number[]) => l.map((x) => x.toFixed(1)).join(' ');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

export function formatMachine(m: MachineInfo): string {
  return [
    `Measured ${m.date} at ${m.commit} on ${m.cores} × ${m.cpu}, ${(m.memoryBytes / 1024 ** 3).toFixed(1)} GiB, ` +
      `Node ${m.node}, ${m.os}${m.postgres ? `, PostgreSQL ${m.postgres}` : ''}.`,
    `Load average (1, 5, 15 min) at the start: ${loads(m.loadStart)}${m.loadEnd ? `; at the end: ${loads(m.loadEnd)}` : ''}.`,
  ].join('\n');
}

function goalText(row: Row): string {
  return row.goals.map((g) => `${g.text}: ${g.met === null ? 'n/a' : g.met ? 'met' : '**not met**'}`).join('; ');
}

function rpsText(row: Row): string {
  if (row.rps === null) return '';
  return row.units ? `${group(row.rps)} (${group(row.units.perSecond)} ${row.units.unit}/s)` : group(row.rps);
}

export function formatRow(row: Row): string {
  if (row.failure) {
    return `| ${row.figure} | ${row.target} | failed: ${cell(row.failure).slice(0, 160)} | | | | | | ${goalText(row)} |`;
  }
  const ratio = (value: number | null) => (value === null ? '' : `${value.toFixed(2)}`);
  const columns = [
    row.figure,
    row.target,
    rpsText(row),
    row.p99Ms === null ? '' : `${row.p99Ms.toFixed(2)} ms`,
    row.rpsRatio === null ? '' : `${ratio(row.rpsRatio)} of ${row.baseKey}`,
    ratio(row.p99Ratio),
    row.cpuUs === null ? '' : `${row.cpuUs.toFixed(1)} µs${row.cpuRatio === null ? '' : ` (${ratio(row.cpuRatio)})`}`,
    row.peakRss === null ? '' : mib(row.peakRss),
    goalText(row),
  ];
  return `| ${columns.map(cell).join(' | ')} |`;
}

export const TABLE_HEAD = [
  '| figure | target | req/s (median) | p99 (median) | req/s ratio | p99 ratio | server CPU per request (ratio) | peak RSS | goal |',
  '|---|---|---|---|---|---|---|---|---|',
];

export function formatReport(input: ReportInput): string {
  return [
    formatMachine(input.machine),
    '',
    ...input.settings.map((s) => `- ${s}`),
    '',
    ...TABLE_HEAD,
    ...input.rows.map(formatRow),
    ...(input.notes.length > 0 ? ['', ...input.notes] : []),
  ].join('\n');
}

/** Replaces what stands between `<!-- NAME:START -->` and `<!-- NAME:END -->`; the markers must be there. */
export function replaceSection(doc: string, name: string, content: string): string {
  const start = `<!-- ${name}:START -->`;
  const end = `<!-- ${name}:END -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to < from) throw new Error(`docs/benchmarks.md has no ${start} … ${end} section`);
  return `${doc.slice(0, from + start.length)}\n${content}\n${doc.slice(to)}`;
}
