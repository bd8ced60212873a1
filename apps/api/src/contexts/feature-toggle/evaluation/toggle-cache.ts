import { LRUCache } from 'lru-cache';
import type { ToggleDefinition, PreparedToggle } from './toggle-definition.ts';
import { prepareToggle } from './toggle-definition.ts';

export type ToggleSet = ReadonlyMap<string, PreparedToggle>;

interface Entry {
  loadedAt: number;
  pending: Promise<ToggleSet>;
}

export interface ToggleCacheOptions {
  load: (customerId: string) => Promise<ToggleDefinition[]>;
  now: () => number;
  /** A safety net should a notification be lost while a LISTEN connection reconnects. */
  ttlMs?: number;
  maxCustomers?: number;
}

/**
 * Each customer's prepared toggles in memory: evaluation reads no database row per request. An entry is loaded on
 * first use and dropped on every change notification; a load racing an invalidation lands in a detached entry.
 */
export class ToggleCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly options: Required<ToggleCacheOptions>;

  constructor(options: ToggleCacheOptions) {
    this.options = { ttlMs: 60_000, maxCustomers: 10_000, ...options };
    // The least recently used customer goes first; age is checked against the injected clock in get().
    this.entries = new LRUCache({ max: this.options.maxCustomers });
  }

  get(customerId: string): Promise<ToggleSet> {
    const entry = this.entries.get(customerId);
    if (entry && this.options.now() - entry.loadedAt < this.options.ttlMs) return entry.pending;
    return this.load(customerId);
  }

  invalidate(customerId: string): void {
    this.entries.delete(customerId);
  }

  clear(): void {
    this.entries.clear();
  }

  private load(customerId: string): Promise<ToggleSet> {
    const entry: Entry = { loadedAt: this.options.now(), pending: Promise.resolve(new Map()) };
    entry.pending = this.options.load(customerId).then(
      (definitions) => new Map(definitions.map((d) => [d.name, prepareToggle(d)])),
      (err: unknown) => {
        if (this.entries.peek(customerId) === entry) this.entries.delete(customerId);
        throw err;
      },
    );
    this.entries.set(customerId, entry);
    return entry.pending;
  }
}
