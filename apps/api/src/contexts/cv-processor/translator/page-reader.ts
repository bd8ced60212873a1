import { Worker } from 'node:worker_threads';

export interface PageLine {
  text: string;
  x: number;
  y: number;
  size: number;
}

export interface PageContent {
  width: number;
  height: number;
  lines: PageLine[];
}

const TIMEOUT_MS = 20_000;

/** The main-thread side of page-reader.worker.ts: one request at a time, each under a time limit. */
export class PageReader {
  private readonly worker = new Worker(new URL('./page-reader.worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });

  async open(path: string): Promise<number> {
    const reply = await this.ask<{ pageCount: number }>({ kind: 'open', path });
    return reply.pageCount;
  }

  page(n: number): Promise<PageContent> {
    return this.ask<PageContent>({ kind: 'page', n });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private ask<T>(message: unknown): Promise<T> {
    return new Promise((resolve, reject) => {
      const done = (fn: () => void) => {
        clearTimeout(timer);
        this.worker.off('message', onMessage);
        this.worker.off('error', onError);
        fn();
      };
      const onMessage = (reply: { ok: boolean } & T) => done(() => (reply.ok ? resolve(reply) : reject(new Error('The PDF could not be read'))));
      const onError = () => done(() => reject(new Error('The PDF could not be read')));
      const timer = setTimeout(() => done(() => reject(new Error('The PDF took too long to read'))), TIMEOUT_MS);
      this.worker.on('message', onMessage);
      this.worker.on('error', onError);
      this.worker.postMessage(message);
    });
  }
}
