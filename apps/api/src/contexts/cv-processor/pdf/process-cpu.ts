import { readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ, the same on every architecture Node runs on). */
const MS_PER_TICK = 10;

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, read from `/proc/<pid>/stat`; null where
 * that file is not readable (another OS, or the process is gone).
 */
export function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces; fields 14 and 15 come 11 and 12 after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) * MS_PER_TICK : null;
}
