// Coordinator side of the load generator: forks load-generator.ts once per bench run and hands it one job at a
// time over IPC.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { nodeBin, onCleanup } from './processes.ts';
import type { LoadJob, LoadResult } from './load-job.ts';

export interface LoadClient {
  run: (job: LoadJob) => Promise<LoadResult>;
  pid: number;
  close: () => Promise<void>;
}

type Reply = { ready: true } | { id: number; result: LoadResult } | { id: number; error: string };

export async function startLoadGenerator(): Promise<LoadClient> {
  const child = fork(join(import.meta.dirname, 'load-generator.ts'), [], {
    execPath: nodeBin,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = onCleanup('stop the load generator', async () => {
    if (child.connected) child.disconnect();
    if (child.exitCode === null && child.signalCode === null) {
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(kill);
    }
  });
  child.once('exit', (code) => {
    for (const { reject } of pending.values()) reject(new Error(`the load generator exited (code ${code})`));
    pending.clear();
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load generator exited before it was ready (code ${code})`)));
    child.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolve();
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiter) return;
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.result);
    });
  });
  return {
    pid: child.pid!,
    close,
    run: (job) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, job });
      }),
  };
}
