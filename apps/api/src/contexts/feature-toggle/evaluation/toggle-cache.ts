import type { ToggleDefinition, PreparedToggle } from './toggle-definition.ts';
import { prepareToggle } from './toggle-definition.ts';

export type ToggleSet = ReadonlyMap<string, PreparedToggle>;

interface Entry {
  loadedAt: number;
  value: ToggleSet | null;
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
  private readonly entries = new Map<string, Entry>();
  private readonly options: Required<ToggleCacheOptions>;

  constructor(options: ToggleCacheOptions) {
    this.options = { ttlMs: 60_000, maxCustomers: 10_000, ...options };
  }

  /** The set synchronously when it is loaded (the hot path), otherwise a promise of it. */
  get(customerId: string): ToggleSet | Promise<ToggleSet> {
    const entry = this.entries.get(customerId);
    if (entry && this.options.now() - entry.loadedAt < this.options.ttlMs) return entry.value ?? entry.pending;
    return this.load(customerId);
  }

  invalidate(customerId: string): void {
    this.entries.delete(customerId);
  }

  clear(): void {
    this.entries.clear();
  }

  private load(customerId: string): Promise<ToggleSet> {
    const entry: Entry = { loadedAt: this.options.now(), value: null, pending: Promise.resolve(new Map()) };
    entry.pending = this.options.load(customerId).then(
      (definitions) => {
        entry.value = new Map(definitions.map((d) => [d.name, prepareToggle(d)]));
        return entry.value;
      },
      (err: unknown) => {
        if (this.entries.get(customerId) === entry) this.entries.delete(customerId);
        throw err;
      },
    );
    this.entries.delete(customerId);
    this.entries.set(customerId, entry);
    if (this.entries.size > this.options.maxCustomers) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.pending;
  }
}
