import { write, writeSync } from 'node:fs';

/** The two file writes the destination uses (node:fs, or a test's stand-in). */
export interface FileWrites {
  write(
    fd: number,
    data: Buffer,
    offset: number,
    length: number,
    position: null,
    done: (err: NodeJS.ErrnoException | null, written: number) => void,
  ): void;
  writeSync(fd: number, data: Buffer, offset: number): number;
}

/** Unwritten log text kept at most while the reader lags (a stuck pipe); lines beyond it are dropped and counted. */
const MAX_PENDING_CHARS = 16 * 1024 * 1024;
/** Wait before writing again to a non-blocking pipe that was full (EAGAIN). */
const RETRY_MS = 20;
/** Attempts at exit to write to a full non-blocking pipe, 20 ms apart, before the rest is given up. */
const EXIT_ATTEMPTS = 50;

const open = new Set<TurnBatchedDestination>();
// An exit (process.exit after a graceful close, or a crash) writes what is still pending, synchronously.
process.once('exit', () => {
  for (const destination of open) destination.flushSync();
});

/**
 * Where JSON log lines go when they are not pretty-printed (ADR 091, second addendum). The lines of one turn of the
 * event loop are joined and written with one asynchronous write when the turn ends: under load that is one system call
 * for every few requests, and at low traffic a line is out at once rather than waiting for a buffer to fill. Nothing
 * blocks the event loop; while a write is in flight the next lines gather for the one after it.
 *
 * Measured against pino's own asynchronous destination (sonic-boom with a 4 KiB buffer), 10 lines per turn: 0.4 µs
 * of CPU per line instead of 2.6 µs, because sonic-boom re-measures its whole growing buffer on every line.
 */
export class TurnBatchedDestination {
  private pending: string[] = [];
  private pendingChars = 0;
  private writing = false;
  private scheduled = false;
  private closed = false;
  /** Lines dropped because the reader lagged too far behind. */
  dropped = 0;

  private readonly fd: number;
  private readonly io: FileWrites;
  private readonly maxPendingChars: number;

  constructor(fd: number, io: FileWrites = { write, writeSync }, maxPendingChars = MAX_PENDING_CHARS) {
    this.fd = fd;
    this.io = io;
    this.maxPendingChars = maxPendingChars;
    open.add(this);
  }

  write(line: string): boolean {
    if (this.closed) return false;
    if (this.pendingChars + line.length > this.maxPendingChars) {
      this.dropped++;
      return false;
    }
    this.pending.push(line);
    this.pendingChars += line.length;
    if (!this.scheduled && !this.writing) {
      this.scheduled = true;
      setImmediate(this.endOfTurn);
    }
    return true;
  }

  /** pino's `logger.flush(cb)`: calls back once everything written so far is out. */
  flush(callback?: (err?: Error) => void): void {
    if (!this.writing && this.pending.length === 0) return void callback?.();
    setTimeout(() => this.flush(callback), RETRY_MS).unref();
  }

  flushSync(): void {
    const data = Buffer.from(this.take());
    let offset = 0;
    for (let attempt = 0; offset < data.length && attempt < EXIT_ATTEMPTS; attempt++) {
      try {
        offset += this.io.writeSync(this.fd, data, offset);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_MS);
      }
    }
  }

  end(): void {
    this.flushSync();
    this.closed = true;
    open.delete(this);
  }

  private readonly endOfTurn = () => {
    this.scheduled = false;
    this.writeOut();
  };

  private take(): string {
    const text = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    return text;
  }

  private writeOut(): void {
    if (this.writing || this.pending.length === 0) return;
    this.writing = true;
    this.writeBuffer(Buffer.from(this.take()));
  }

  private writeBuffer(data: Buffer): void {
    this.io.write(this.fd, data, 0, data.length, null, (err, written) => {
      if (err?.code === 'EAGAIN') {
        setTimeout(() => this.writeBuffer(data), RETRY_MS).unref();
        return;
      }
      // Any other error: the reader is gone (a closed pipe); this batch cannot be written anywhere.
      if (!err && written < data.length) return this.writeBuffer(data.subarray(written));
      this.writing = false;
      this.writeOut();
    });
  }
}
