import { WORKER_FLAG } from './isolated-worker.ts';

/** The worker-process side of IsolatedWorker: messages to and from the server over the IPC channel. */
export interface WorkerChannel {
  post(message: unknown): void;
  onMessage<T>(handler: (message: T) => void): void;
}

/** Null when this process was not started by IsolatedWorker. */
export function workerChannel(): WorkerChannel | null {
  if (!process.argv.includes(WORKER_FLAG) || !process.send || !process.connected) return null;
  // A worker whose server has gone (crashed, killed) has nobody to answer: it leaves at once.
  process.on('disconnect', () => process.exit(0));
  return {
    post: (message) => {
      if (process.connected) process.send?.(message);
    },
    onMessage: (handler) => process.on('message', handler as (message: unknown) => void),
  };
}
