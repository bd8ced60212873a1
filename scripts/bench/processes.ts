// Process management for the bench: every server and the load generator run as child processes of their own, and
// everything started is stopped on success, on failure and on Ctrl-C (cleanup steps run last-registered first).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
const localNode = join(repoRoot, 'node_modules', '.bin', 'node');
/** The project's own Node 24 (ADR 001), as every npm script uses it. */
export const nodeBin = existsSync(localNode) ? localNode : process.execPath;

type CleanupStep = () => Promise<void> | void;
const cleanupSteps: { label: string; step: CleanupStep }[] = [];
let cleaning: Promise<void> | undefined;

/** Registers a cleanup step; the returned function runs it now (once) and unregisters it. */
export function onCleanup(label: string, step: CleanupStep): () => Promise<void> {
  const entry = { label, step };
  cleanupSteps.push(entry);
  return async () => {
    const index = cleanupSteps.indexOf(entry);
    if (index === -1) return;
    cleanupSteps.splice(index, 1);
    await step();
  };
}

/** True once cleanup began: a process or round failing after that is the cleanup's doing, not news. */
export const isCleaningUp = (): boolean => cleaning !== undefined;

/** Runs every registered step, newest first; a failing step is reported and the others still run. */
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanupSteps.length > 0) {
      const { label, step } = cleanupSteps.pop()!;
      try {
        await step();
      } catch (err) {
        console.error(`cleanup (${label}) failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })();
  return cleaning;
}

/** Ctrl-C or a kill: stop everything, then exit with the conventional 128 + signal number. */
export function cleanupOnSignals(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping every process the bench started…`);
      void cleanupAll().finally(() => process.exit(code));
    });
  }
}

const TAIL_BYTES = 16 * 1024;
const STOP_GRACE_MS = 12_000;

export interface ServerProcess {
  name: string;
  pid: number;
  /** http://127.0.0.1:<port>, from the process's "Ready: http://…" line. */
  origin: string;
  /** The last lines the process wrote (stdout and stderr), for error reports. */
  tail: () => string;
  /** Resident memory now and at its peak (VmRSS, VmHWM of /proc/<pid>/status), in bytes. */
  memory: () => { rss: number; peak: number } | null;
  /** CPU time the process has used so far, user and system (/proc/<pid>/stat), in milliseconds. */
  cpuMs: () => number | null;
  /** SIGTERM (a graceful shutdown: CPU profiles get written), SIGKILL after a grace period. */
  stop: () => Promise<void>;
}

export interface ServerSpec {
  name: string;
  args: readonly string[];
  env: Readonly<Record<string, string>>;
  /** Node flags before the script (e.g. --cpu-prof). */
  nodeFlags?: readonly string[];
  startTimeoutMs?: number;
}

const running = new Set<ChildProcess>();

/**
 * Lets only the server with `pid` run: every other server the bench started is paused (SIGSTOP) until `resumeAll`,
 * so the timers, garbage collection and batch flushes of idle neighbours do not land on the rounds of the target
 * being measured — as when someone outside measures one server alone.
 */
export function runAlone(pid: number): void {
  for (const child of running) child.kill(child.pid === pid ? 'SIGCONT' : 'SIGSTOP');
}

export function resumeAll(): void {
  for (const child of running) child.kill('SIGCONT');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    // A paused server would hold its SIGTERM (and its graceful shutdown) until continued.
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  });
}

export function readMemory(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
  } catch {
    return null; // not Linux, or the process is gone
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times: USER_HZ, 100 on every Linux architecture Node runs on. */
const USER_HZ = 100;

export function readCpuMs(pid: number): number | null {
  try {
    // The fields after the command name (which may hold spaces, hence the last ")"): utime and stime are 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return null; // not Linux, or the process is gone
  }
}

/**
 * Starts `node <args>` with exactly `env` (plus PATH and HOME: nothing else of the caller's environment leaks in)
 * and resolves once it prints `Ready: http://…`. Its output is read and discarded as a log shipper would, keeping a
 * short tail for error reports.
 */
export function startServer(spec: ServerSpec): Promise<ServerProcess> {
  const child = spawn(nodeBin, [...(spec.nodeFlags ?? []), ...spec.args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let tail = '';
  let ready = false;
  const remember = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_BYTES);
  };
  let stopping = false;
  const stop = onCleanup(`stop ${spec.name}`, () => {
    stopping = true;
    return stopChild(child);
  });
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${spec.name} ${why}\n--- its last output ---\n${tail.slice(-4000)}`)));
    };
    const timer = setTimeout(() => fail('did not print "Ready" in time'), spec.startTimeoutMs ?? 120_000);
    child.once('error', (err) => fail(`could not start: ${err.message}`));
    child.once('exit', (code, signal) => {
      if (!ready) fail(`exited before it was ready (code ${code}, signal ${signal})`);
      // A Ctrl-C in the terminal reaches the whole process group: not news either.
      else if (!stopping && !isCleaningUp() && signal !== 'SIGINT')
        console.error(
          `\n${spec.name} exited unexpectedly (code ${code}, signal ${signal})\n` +
            `--- its last output ---\n${tail.slice(-4000)}`,
        );
    });
    child.stderr.on('data', remember);
    child.stdout.on('data', (chunk: Buffer) => {
      remember(chunk);
      if (ready) return;
      const match = /Ready: https?:\/\/[^:/\s]+:(\d+)/.exec(tail);
      if (!match) return;
      ready = true;
      clearTimeout(timer);
      resolve({
        name: spec.name,
        pid: child.pid!,
        origin: `http://127.0.0.1:${match[1]}`,
        tail: () => tail,
        memory: () => readMemory(child.pid!),
        cpuMs: () => readCpuMs(child.pid!),
        stop,
      });
    });
  });
}
