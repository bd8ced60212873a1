import type { ServerResponse } from 'node:http';
import { STREAM_READY_EVENT, TOGGLE_CHANGED_EVENT, type ToggleChange } from '@app/contracts/feature-toggle/toggle-stream';

export interface StreamHubOptions {
  heartbeatMs?: number;
  maxPerCustomer?: number;
}

/**
 * Fans toggle changes out to each customer's open server-sent-events responses. Heartbeat comments keep proxies
 * from timing idle streams out; closeAll ends every stream so a graceful shutdown is not held up.
 */
export class ToggleStreamHub {
  private readonly clients = new Map<string, Set<ServerResponse>>();
  private readonly heartbeatMs: number;
  private readonly maxPerCustomer: number;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;

  constructor(options: StreamHubOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.maxPerCustomer = options.maxPerCustomer ?? 50;
  }

  /** Starts streaming on `res` (headers already written by the caller's hijacked reply). */
  add(customerId: string, res: ServerResponse): void {
    if (this.closed) {
      res.end();
      return;
    }
    const set = this.clients.get(customerId) ?? new Set<ServerResponse>();
    set.add(res);
    this.clients.set(customerId, set);
    res.on('close', () => this.remove(customerId, res));
    res.write(`retry: 3000\nevent: ${STREAM_READY_EVENT}\ndata: {}\n\n`);
    this.timer ??= setInterval(() => this.heartbeat(), this.heartbeatMs).unref();
  }

  publish(customerId: string, change: ToggleChange): void {
    const set = this.clients.get(customerId);
    if (!set) return;
    const frame = `id: ${this.nextId++}\nevent: ${TOGGLE_CHANGED_EVENT}\ndata: ${JSON.stringify(change)}\n\n`;
    for (const res of set) res.write(frame);
  }

  /** Bounds open streams per customer, so one client cannot exhaust the process's sockets. */
  hasRoom(customerId: string): boolean {
    return this.count(customerId) < this.maxPerCustomer;
  }

  count(customerId?: string): number {
    if (customerId) return this.clients.get(customerId)?.size ?? 0;
    let total = 0;
    for (const set of this.clients.values()) total += set.size;
    return total;
  }

  closeAll(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const set of this.clients.values()) for (const res of set) res.end();
    this.clients.clear();
  }

  private heartbeat(): void {
    for (const set of this.clients.values()) for (const res of set) res.write(': heartbeat\n\n');
  }

  private remove(customerId: string, res: ServerResponse): void {
    const set = this.clients.get(customerId);
    if (!set) return;
    set.delete(res);
    if (set.size > 0) return;
    this.clients.delete(customerId);
    if (this.clients.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}
