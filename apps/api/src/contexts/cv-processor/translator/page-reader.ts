import { IsolatedWorker } from '../pdf/isolated-worker.ts';

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

/** The server side of page-reader.worker.ts (a process of its own): one request at a time, each under a time limit. */
export class PageReader {
  private readonly worker = new IsolatedWorker(new URL('./page-reader.worker.ts', import.meta.url), {
    heapMb: 384,
    semiSpaceMb: 16,
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
        this.worker.off('exit', onExit);
        fn();
      };
      const onMessage = (value: unknown) => {
        const reply = value as { ok: boolean; message?: string } & T;
        done(() => (reply.ok ? resolve(reply) : reject(new Error(reply.message ?? 'The PDF could not be read'))));
      };
      const onExit = ({ outOfMemory }: { outOfMemory: boolean }) =>
        done(() =>
          reject(new Error(outOfMemory ? 'The PDF needs too much memory to be read' : 'The PDF could not be read')),
        );
      const timer = setTimeout(() => done(() => reject(new Error('The PDF took too long to read'))), TIMEOUT_MS);
      this.worker.on('message', onMessage);
      this.worker.on('exit', onExit);
      if (!this.worker.postMessage(message)) onExit({ outOfMemory: false });
    });
  }
}
