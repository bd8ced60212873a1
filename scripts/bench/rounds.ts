// Alternating rounds: one unmeasured warm-up per target, then round after round through every target in turn
// (A B C A B C …), so a burst of load elsewhere on the machine lands on one round of every target instead of on
// all rounds of one. A target that answers anything but 2xx is dropped from the series with the reason.
import type { LoadClient } from './load-client.ts';
import { loadFailure, type LoadJob, type LoadResult } from './load-job.ts';
import { isCleaningUp, resumeAll, runAlone, type ServerProcess } from './processes.ts';
import { progress } from './progress.ts';

export interface Cell {
  /** Unique in its series (usually the target id). */
  key: string;
  server: Pick<ServerProcess, 'memory' | 'cpuMs' | 'tail' | 'name' | 'pid'>;
  job: Omit<LoadJob, 'connections' | 'durationS'>;
  unitsPerRequest?: { count: number; unit: string };
}

export interface CellRun {
  key: string;
  rounds: LoadResult[];
  failure?: string;
  /** Highest VmHWM seen after any round (the process's peak resident memory), in bytes. */
  peakRss?: number;
  /**
   * The server's CPU time per answered request in each round, in microseconds: what a request costs the server,
   * whether or not the load generator could drive it to a full core.
   */
  cpuUsPerRequest?: number[];
  unitsPerRequest?: { count: number; unit: string };
}

export interface RoundSettings {
  rounds: number;
  durationS: number;
  warmupS: number;
  connections: number;
}

const lastLines = (text: string, count: number) => text.trimEnd().split('\n').slice(-count).join('\n');

export async function runSeries(
  title: string,
  cells: readonly Cell[],
  settings: RoundSettings,
  load: LoadClient,
): Promise<CellRun[]> {
  const runs = new Map(
    cells.map((c) => [c.key, { key: c.key, rounds: [], unitsPerRequest: c.unitsPerRequest } as CellRun]),
  );
  const measure = async (cell: Cell, durationS: number): Promise<{ result: LoadResult; cpuUs?: number } | null> => {
    const run = runs.get(cell.key)!;
    if (run.failure) return null;
    try {
      runAlone(cell.server.pid);
      const cpuBefore = cell.server.cpuMs();
      const result = await load.run({ ...cell.job, connections: settings.connections, durationS });
      const cpuAfter = cell.server.cpuMs();
      const failure = loadFailure(result);
      const memory = cell.server.memory();
      if (memory) run.peakRss = Math.max(run.peakRss ?? 0, memory.peak);
      if (failure === null) {
        const cpuKnown = cpuBefore !== null && cpuAfter !== null;
        return cpuKnown ? { result, cpuUs: ((cpuAfter - cpuBefore) * 1000) / result.answered } : { result };
      }
      run.failure = failure;
    } catch (err) {
      run.failure = err instanceof Error ? err.message : String(err);
    }
    if (isCleaningUp()) return null;
    console.log(
      `  ${cell.key}: FAILED, ${run.failure}\n    ${lastLines(cell.server.tail(), 5).replace(/\n/g, '\n    ')}`,
    );
    return null;
  };
  progress(`${title}: ${cells.map((c) => c.key).join(', ')}`);
  try {
    for (const cell of cells) await measure(cell, settings.warmupS);
    for (let round = 1; round <= settings.rounds; round++) {
      for (const cell of cells) {
        const measured = await measure(cell, settings.durationS);
        if (!measured) continue;
        const { result, cpuUs } = measured;
        const run = runs.get(cell.key)!;
        run.rounds.push(result);
        if (cpuUs !== undefined) (run.cpuUsPerRequest ??= []).push(cpuUs);
        console.log(
          `  round ${round}/${settings.rounds}  ${cell.key.padEnd(14)} ${result.rps.toFixed(0).padStart(7)} req/s  p99 ${result.p99Ms.toFixed(2)} ms` +
            (cpuUs === undefined ? '' : `  CPU ${cpuUs.toFixed(1)} µs/req`),
        );
      }
    }
  } finally {
    resumeAll();
  }
  return [...runs.values()];
}
