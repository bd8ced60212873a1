import { randomUUID } from 'node:crypto';
import {
  STREAM_READY_EVENT,
  STREAM_RESYNC_EVENT,
  TOGGLE_CHANGED_EVENT,
  type ToggleChange as WireChange,
} from '@app/contracts/feature-toggle/toggle-stream';
import type { SseChannel } from '../../../platform/http/sse.ts';
import type { ToggleChange } from '../changes/toggle-change-bus.ts';

export interface StreamHubOptions {
  maxPerCustomer?: number;
  /** Changes kept per customer for clients that reconnect with Last-Event-ID. */
  replayLength?: number;
}

interface Sent {
  id: string;
  change: WireChange;
}

/**
 * Fans toggle changes out to each customer's open event streams. Event ids are `<replica boot>-<sequence>`: a client
 * that reconnects to the same replica with `Last-Event-ID` gets the changes it missed replayed; one whose id this
 * replica cannot place (another replica, a restart, too long ago) gets `resync` and reloads its list.
 */
export class ToggleStreamHub {
  private readonly channels = new Map<string, Set<SseChannel>>();
  private readonly recent = new Map<string, Sent[]>();
  private readonly maxPerCustomer: number;
  private readonly replayLength: number;
  private readonly boot = randomUUID().slice(0, 8);
  private sequence = 0;
  private closed = false;

  constructor(options: StreamHubOptions = {}) {
    this.maxPerCustomer = options.maxPerCustomer ?? 50;
    this.replayLength = options.replayLength ?? 100;
  }

  add(customerId: string, channel: SseChannel): void {
    if (this.closed) return channel.close();
    const set = this.channels.get(customerId) ?? new Set<SseChannel>();
    set.add(channel);
    this.channels.set(customerId, set);
    channel.signal.addEventListener('abort', () => this.remove(customerId, channel), { once: true });
    if (channel.lastEventId !== undefined) this.catchUp(customerId, channel, channel.lastEventId);
    channel.send({ event: STREAM_READY_EVENT, data: {} });
  }

  publish(customerId: string, change: ToggleChange): void {
    const sent: Sent = { id: `${this.boot}-${++this.sequence}`, change: toWire(change) };
    const recent = this.recent.get(customerId) ?? [];
    recent.push(sent);
    if (recent.length > this.replayLength) recent.shift();
    this.recent.set(customerId, recent);
    for (const channel of this.channels.get(customerId) ?? []) this.sendChange(channel, sent);
  }

  /** After a gap in the change feed nobody's view can be trusted: every open stream reloads. */
  resyncAll(): void {
    this.recent.clear();
    for (const set of this.channels.values()) for (const channel of set) this.sendResync(channel);
  }

  /** Bounds open streams per customer, so one client cannot exhaust the process's sockets. */
  hasRoom(customerId: string): boolean {
    return this.count(customerId) < this.maxPerCustomer;
  }

  count(customerId?: string): number {
    if (customerId) return this.channels.get(customerId)?.size ?? 0;
    let total = 0;
    for (const set of this.channels.values()) total += set.size;
    return total;
  }

  closeAll(): void {
    this.closed = true;
    for (const set of this.channels.values()) for (const channel of set) channel.close();
    this.channels.clear();
  }

  private catchUp(customerId: string, channel: SseChannel, lastEventId: string): void {
    const recent = this.recent.get(customerId) ?? [];
    const [boot, sequence] = lastEventId.split('-');
    const seen = Number(sequence);
    const oldest = recent[0] ? Number(recent[0].id.split('-')[1]) : this.sequence + 1;
    // Replayable only if the id is ours and nothing between it and the oldest kept change was dropped.
    if (boot !== this.boot || !Number.isInteger(seen) || seen > this.sequence || seen < oldest - 1) {
      return this.sendResync(channel);
    }
    for (const sent of recent) if (Number(sent.id.split('-')[1]) > seen) this.sendChange(channel, sent);
  }

  private sendChange(channel: SseChannel, { id, change }: Sent): void {
    channel.send({ id, event: TOGGLE_CHANGED_EVENT, data: change });
  }

  private sendResync(channel: SseChannel): void {
    channel.send({ id: `${this.boot}-${this.sequence}`, event: STREAM_RESYNC_EVENT, data: {} });
  }

  private remove(customerId: string, channel: SseChannel): void {
    const set = this.channels.get(customerId);
    if (!set) return;
    set.delete(channel);
    if (set.size === 0) this.channels.delete(customerId);
  }
}

/** The stream's wire format (packages/contracts toggle-stream.ts). */
function toWire({ action, name, type, previousName, at }: ToggleChange): WireChange {
  return {
    action,
    toggleName: name,
    toggleType: type,
    ...(previousName ? { previousName } : {}),
    changedAt: new Date(at).toISOString(),
  };
}
