// `node scripts/measure-log-writes.ts [intervalMs]`: the CPU the log destination costs per line, with a real pipe and
// a reader process, at a request-like pace (150 µs of work, then three lines, per turn of the event loop, for 4 s).
// Compare `0` (a write at the end of every turn) with the shipped interval (ADR 091, addendum "at most one write
// every 10 ms").
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { TurnBatchedDestination } from '../apps/api/src/platform/log-destination.ts';

const WORK_MS = 0.15;
const LINES_PER_TURN = 3;
const DURATION_MS = 4000;
const interval = process.argv[2] === undefined ? undefined : Number(process.argv[2]);

const reader = spawn('sh', ['-c', 'cat > /dev/null'], { stdio: ['pipe', 'inherit', 'inherit'] });
const fd = (reader.stdin as unknown as { _handle: { fd: number } })._handle.fd;
const destination = new TurnBatchedDestination(fd, undefined, undefined, interval);
const line = `${JSON.stringify({ level: 30, msg: 'request completed', url: `/${'x'.repeat(240)}` })}\n`;

const ticksOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

let lines = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
await new Promise<void>((resolve) => {
  const turn = () => {
    const until = performance.now() + WORK_MS;
    while (performance.now() < until);
    for (let i = 0; i < LINES_PER_TURN; i++, lines++) destination.write(line);
    if (performance.now() - started < DURATION_MS) setImmediate(turn);
    else resolve();
  };
  turn();
});
const cpu = process.cpuUsage(cpuBefore);
const cat = execFileSync('pgrep', ['-P', String(reader.pid)])
  .toString()
  .trim();
const readerTicks = ticksOf(reader.pid!) + (cat ? ticksOf(Number(cat)) : 0);
const ownMicros = cpu.user + cpu.system - (lines / LINES_PER_TURN) * WORK_MS * 1000;
const label = interval === undefined ? 'shipped interval' : `interval ${interval} ms`;
console.log(
  `${label}: ${lines} lines; writer ${(ownMicros / lines).toFixed(2)} µs/line beyond the simulated work, ` +
    `reader ${((readerTicks * 10_000) / lines).toFixed(2)} µs/line`,
);
destination.end();
reader.kill();
