import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Marks the process as a PDF worker (the IPC channel alone would not: test runners use one too). */
export const WORKER_FLAG = '--pdf-worker';

/** Nice value of worker processes (0 normal, 19 lowest). */
const WORKER_NICENESS = 10;

export interface IsolatedWorkerOptions {
  /** V8 old-generation heap (`--max-old-space-size`). */
  heapMb: number;
  /** V8 semi-space (`--max-semi-space-size`); the young generation is a few of these. */
  semiSpaceMb: number;
}

/** How a worker ended: out of memory (V8 aborts on its heap limit) or otherwise (crash, kill, exit). */
export interface WorkerExit {
  outOfMemory: boolean;
}

/**
 * A PDF worker in its own process (ADR 084). A worker *thread*'s heap limit does not protect the server: one
 * allocation larger than the headroom left makes V8 abort the whole process (a 60 KB PDF whose content holds one
 * 60 MiB hex string did it). A process that aborts costs only itself; the pool sees the exit and replaces it.
 */
export class IsolatedWorker extends EventEmitter<{ message: [unknown]; exit: [WorkerExit] }> {
  private readonly child: ChildProcess;
  private stderrTail = '';
  private ended = false;

  constructor(script: URL, options: IsolatedWorkerOptions) {
    super();
    this.child = fork(fileURLToPath(script), [WORKER_FLAG], {
      execArgv: [`--max-old-space-size=${options.heapMb}`, `--max-semi-space-size=${options.semiSpaceMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // It reads hostile files: none of the server's secrets are in its environment.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    // Only the tail is kept, to recognise V8's out-of-memory report; nothing of it is logged.
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-4096);
    });
    this.child.on('message', (message) => this.emit('message', message));
    // 'close' comes after stderr is drained, so the out-of-memory report is in the tail by then.
    this.child.on('close', (_code, signal) => {
      this.ended = true;
      this.emit('exit', { outOfMemory: signal === 'SIGABRT' || /heap out of memory/i.test(this.stderrTail) });
    });
    this.child.on('error', () => void this.terminate());
    // Parsing yields the CPU to the server itself, so health checks and other routes answer while workers are busy.
    if (this.child.pid !== undefined) {
      try {
        setPriority(this.child.pid, WORKER_NICENESS);
      } catch {
        // Not allowed here (unusual for lowering a priority): the worker runs at normal priority.
      }
    }
    // Neither the process nor its channel keeps the server's event loop alive.
    this.child.unref();
    this.child.channel?.unref();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  postMessage(message: unknown): boolean {
    if (this.ended || !this.child.connected) return false;
    this.child.send(message as never);
    return true;
  }

  terminate(): Promise<void> {
    if (this.ended) return Promise.resolve();
    return new Promise((resolve) => {
      // Held in the event loop until it is gone, so a closing server waits for its workers.
      this.child.ref();
      this.child.once('close', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}
