import type { ParsedCv } from '../parsing/parse-cv.ts';
import type { ParseJob } from './parse.worker.ts';
import { PdfRejectedError } from './extract-layout.ts';
import { IsolatedWorker } from './isolated-worker.ts';
import { processCpuMs } from './process-cpu.ts';

export interface PoolOptions {
  size: number;
  /**
   * CPU time one document may use in a worker before the worker is terminated (wall time where the OS does not say).
   * Workers run at a low priority, so on a busy machine a document waits for the CPU; that wait is not its cost.
   */
  timeoutMs: number;
  /** A document also ends after this many times its CPU budget of wall time, so a stalled worker is not awaited. */
  wallFactor: number;
  /** V8 old-generation heap of each worker process. */
  memoryMb: number;
  /** Documents waiting beyond the busy workers; more are refused with 503. */
  maxQueue: number;
  /** Longest wait for a free worker, so every answer comes within queueWaitMs + timeoutMs. */
  queueWaitMs: number;
  maxPages: number;
  /** Extra time per page a worker reads by OCR (a scanned PDF); the document's clock is extended by it. */
  ocrPageMs?: number;
}

interface Task {
  data: Uint8Array;
  enqueuedAt: number;
  resolve: (parsed: ParsedCv) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: IsolatedWorker;
  ready: boolean;
  task: (Task & { id: number; timer: NodeJS.Timeout }) | null;
}

export class QueueFullError extends Error {}

/** Shortest gap between two looks at a worker's CPU time (the OS counts it in 10 ms ticks). */
const MIN_LOOK_MS = 20;

/** A small pool of parse worker processes; a hostile PDF costs one worker restart, never the server (ADRs 061, 084). */
export class ParseWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  /** When a worker last became ready: a wait for a worker still loading does not count against a document. */
  private lastReadyAt = 0;
  /** Workers that died before they were ready, in a row: respawns back off so a broken setup cannot spin. */
  private startFailures = 0;
  private closed = false;
  private readonly options: PoolOptions;

  constructor(options: PoolOptions) {
    this.options = options;
    for (let i = 0; i < options.size; i++) this.slots.push(this.spawn());
  }

  parse(data: Uint8Array): Promise<ParsedCv> {
    if (this.closed) return Promise.reject(new Error('pool closed'));
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(new QueueFullError('parser busy'));
    return new Promise((resolve, reject) => {
      // A plain Uint8Array (pdf.js refuses a Node Buffer), copied to the worker process.
      this.queue.push({ data: new Uint8Array(data), enqueuedAt: Date.now(), resolve, reject });
      this.dispatch();
    });
  }

  /** Resolves once every worker has loaded pdf.js (or after `maxMs`, so start-up never hangs on it). */
  async whenReady(maxMs: number): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (!this.slots.every((s) => s.ready) && Date.now() < deadline && !this.closed) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.reject(new Error('pool closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new IsolatedWorker(new URL('./parse.worker.ts', import.meta.url), {
      heapMb: this.options.memoryMb,
      semiSpaceMb: 16,
    });
    const slot: Slot = { worker, ready: false, task: null };
    worker.on('message', (message) => {
      const msg = message as {
        ready?: boolean;
        id: number;
        ok: boolean;
        ocrPages?: number;
        parsed?: ParsedCv;
        status?: number;
        message?: string;
      };
      if (msg.ready) {
        slot.ready = true;
        this.startFailures = 0;
        this.lastReadyAt = Date.now();
        this.dispatch();
        return;
      }
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      if (msg.ocrPages !== undefined) {
        this.extendForOcr(slot, msg.ocrPages);
        return;
      }
      clearTimeout(task.timer);
      slot.task = null;
      if (msg.ok && msg.parsed) task.resolve(msg.parsed);
      else task.reject(new PdfRejectedError(msg.status ?? 422, msg.message ?? 'The PDF could not be read'));
      this.dispatch();
    });
    worker.on('exit', ({ outOfMemory }) => {
      const task = slot.task;
      slot.task = null;
      if (task) {
        clearTimeout(task.timer);
        task.reject(
          new PdfRejectedError(
            422,
            outOfMemory ? 'The PDF needs too much memory to be processed' : 'The PDF could not be read',
          ),
        );
      }
      if (this.slots.includes(slot) && !this.closed) this.replace(slot);
    });
    return slot;
  }

  private replace(slot: Slot) {
    const index = this.slots.indexOf(slot);
    if (index < 0 || this.closed) return;
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    if (slot.ready) {
      this.slots[index] = this.spawn();
      this.dispatch();
      return;
    }
    // Died while starting: wait before the next try (0.5 s, 1 s, 2 s … at most 30 s).
    const delay = Math.min(30_000, 500 * 2 ** this.startFailures++);
    const placeholder: Slot = { worker: slot.worker, ready: false, task: null };
    this.slots[index] = placeholder;
    setTimeout(() => {
      if (this.closed || this.slots[index] !== placeholder) return;
      this.slots[index] = this.spawn();
    }, delay).unref();
  }

  /** A scanned document gets `ocrPageMs` per OCR page from now on, instead of what is left of its clock. */
  private extendForOcr(slot: Slot, pages: number) {
    const task = slot.task;
    if (!task || !this.options.ocrPageMs) return;
    clearTimeout(task.timer);
    // Plus one page's worth for loading the OCR engine, which a worker does on its first scan.
    task.timer = this.startClock(slot, task.id, (pages + 1) * this.options.ocrPageMs);
  }

  /**
   * Arms a document's clock: `budgetMs` of the worker's CPU time, or `wallFactor` times that of wall time. CPU time
   * cannot outrun wall time by much, so the first look is after `budgetMs` and each next one when the budget could
   * be spent at the earliest.
   */
  private startClock(slot: Slot, id: number, budgetMs: number): NodeJS.Timeout {
    const pid = slot.worker.pid;
    const startedAt = Date.now();
    const cpuAtStart = pid === undefined ? null : processCpuMs(pid);
    const wallMs = budgetMs * this.options.wallFactor;
    const look = (delay: number): NodeJS.Timeout =>
      setTimeout(() => {
        const task = slot.task;
        if (!task || task.id !== id) return;
        const wall = Date.now() - startedAt;
        const cpuNow = pid === undefined || cpuAtStart === null ? null : processCpuMs(pid);
        const used = cpuNow === null || cpuAtStart === null ? wall : cpuNow - cpuAtStart;
        if (used < budgetMs && wall < wallMs) {
          task.timer = look(Math.max(MIN_LOOK_MS, Math.min(budgetMs - used, wallMs - wall)));
          return;
        }
        slot.task = null;
        task.reject(new PdfRejectedError(422, 'The PDF took too long to process'));
        this.replace(slot);
      }, delay);
    return look(Math.min(budgetMs, wallMs));
  }

  private dispatch() {
    for (const slot of this.slots) {
      while (
        this.queue.length &&
        Date.now() - Math.max((this.queue[0] as Task).enqueuedAt, this.lastReadyAt) > this.options.queueWaitMs
      ) {
        (this.queue.shift() as Task).reject(new QueueFullError('parser busy'));
      }
      if (!slot.ready || slot.task || this.queue.length === 0) continue;
      const next = this.queue.shift() as Task;
      const id = this.nextId++;
      slot.task = { ...next, id, timer: this.startClock(slot, id, this.options.timeoutMs) };
      const job: ParseJob = { id, data: next.data, maxPages: this.options.maxPages };
      slot.worker.postMessage(job);
    }
  }
}
