import type { Db } from '../../../platform/db/db.ts';
import type { AbTest } from './ab-test.ts';

export const DEFINITIONS_CHANNEL = 'abs_testing_definitions';
const DEFAULT_TTL_MS = 60_000;

interface Entry {
  test: AbTest | null;
  expiresAt: number;
}

export interface DefinitionCacheOptions {
  load: (customerId: string, name: string) => Promise<AbTest | null>;
  now: () => number;
  /** Safety net if a notification is lost (e.g. a dropped LISTEN connection); NOTIFY is the normal path. */
  ttlMs?: number;
}

/**
 * Test definitions (and their absence) kept in memory for the get-or-assign hot path. Every write publishes the
 * changed key on a PostgreSQL NOTIFY channel; every replica, this one included, drops that key (ADR 033).
 */
export class DefinitionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly options: DefinitionCacheOptions;
  // Bumped by every invalidation so a load that raced with it does not store what it read before the write.
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(options: DefinitionCacheOptions) {
    this.options = options;
  }

  async start(db: Db): Promise<void> {
    this.unlisten = await db.listen(DEFINITIONS_CHANNEL, (payload) => this.invalidate(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  async get(customerId: string, name: string): Promise<AbTest | null> {
    const key = cacheKey(customerId, name);
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.options.now()) return hit.test;
    const generation = this.generation;
    const test = await this.options.load(customerId, name);
    if (generation === this.generation) {
      this.entries.set(key, { test, expiresAt: this.options.now() + (this.options.ttlMs ?? DEFAULT_TTL_MS) });
    }
    return test;
  }

  invalidate(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  /** Drops the key here at once, then tells the other replicas. */
  async publish(db: Db, customerId: string, name: string): Promise<void> {
    const key = cacheKey(customerId, name);
    this.invalidate(key);
    await db.notify(DEFINITIONS_CHANNEL, key);
  }
}

export function cacheKey(customerId: string, name: string): string {
  return `${customerId}:${name}`;
}
