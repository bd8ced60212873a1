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
  server: Pick<ServerProcess, 'memory' | 'tail' | 'name' | 'pid'>;
  job: Omit<LoadJob, 'connections' | 'durationS'>;
  unitsPerRequest?: { count: number; unit: string };
}

export interface CellRun {
  key: string;
  rounds: LoadResult[];
  failure?: string;
  /** Highest VmHWM seen after any round (the process's peak resident memory), in bytes. */
  peakRss?: number;
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
  const measure = async (cell: Cell, durationS: number): Promise<LoadResult | null> => {
    const run = runs.get(cell.key)!;
    if (run.failure) return null;
    try {
      runAlone(cell.server.pid);
      const result = await load.run({ ...cell.job, connections: settings.connections, durationS });
      const failure = loadFailure(result);
      const memory = cell.server.memory();
      if (memory) run.peakRss = Math.max(run.peakRss ?? 0, memory.peak);
      if (failure === null) return result;
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
        const result = await measure(cell, settings.durationS);
        if (!result) continue;
        runs.get(cell.key)!.rounds.push(result);
        console.log(
          `  round ${round}/${settings.rounds}  ${cell.key.padEnd(14)} ${result.rps.toFixed(0).padStart(7)} req/s  p99 ${result.p99Ms.toFixed(2)} ms`,
        );
      }
    }
  } finally {
    resumeAll();
  }
  return [...runs.values()];
}
