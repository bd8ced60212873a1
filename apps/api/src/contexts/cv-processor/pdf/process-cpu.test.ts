import { describe, expect, it } from 'vitest';
import { processCpuMs } from './process-cpu.ts';

describe('processCpuMs', () => {
  it.runIf(process.platform === 'linux')('counts the CPU time a process has used', () => {
    const before = processCpuMs(process.pid) as number;
    // Spins until the process's own account (getrusage) says it used 200 ms more, however busy the machine is.
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user + process.cpuUsage(start).system < 200_000) Math.sqrt(Math.random());
    // The same 200 ms, in 10 ms ticks.
    expect((processCpuMs(process.pid) as number) - before).toBeGreaterThanOrEqual(180);
  });

  it('is null for a process that does not exist', () => {
    expect(processCpuMs(2 ** 30)).toBeNull();
  });
});
