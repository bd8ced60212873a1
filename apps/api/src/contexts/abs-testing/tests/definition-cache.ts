import type { Db } from '../../../platform/db/db.ts';
import type { AbTest } from './ab-test.ts';

export const DEFINITIONS_CHANNEL = 'abs_testing_definitions';
const DEFAULT_TTL_MS = 60_000;

interface Entry {
  test: AbTest | null;
  expiresAt: number;
}

/** Where services read a test's definition (the cache below; a fake with `get` in service tests). */
export interface DefinitionSource {
  get(customerId: string, name: string): Promise<AbTest | null>;
}

/** Announces that a customer's test changed, so every replica's cache forgets it. */
export interface DefinitionChangePublisher {
  publish(customerId: string, name: string): Promise<void>;
}

export interface DefinitionCacheOptions {
  /** Carries the NOTIFY channel. */
  db: Db;
  load: (customerId: string, name: string) => Promise<AbTest | null>;
  now: () => number;
  /** Safety net if a notification is lost (e.g. a dropped LISTEN connection); NOTIFY is the normal path. */
  ttlMs?: number;
}

/**
 * Test definitions (and their absence) kept in memory for the get-or-assign hot path. Every write publishes the
 * changed key on a PostgreSQL NOTIFY channel; every replica, this one included, drops that key (ADR 033).
 */
export class DefinitionCache implements DefinitionSource, DefinitionChangePublisher {
  private readonly entries = new Map<string, Entry>();
  private readonly options: DefinitionCacheOptions;
  // Bumped by every invalidation so a load that raced with it does not store what it read before the write.
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(options: DefinitionCacheOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    this.unlisten = await this.options.db.listen(
      DEFINITIONS_CHANNEL,
      (payload) => this.invalidate(payload),
      () => this.clear(),
    );
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

  /** After a gap in the notifications nothing cached can be trusted. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Drops the key here at once, then tells the other replicas. */
  async publish(customerId: string, name: string): Promise<void> {
    const key = cacheKey(customerId, name);
    this.invalidate(key);
    await this.options.db.notify(DEFINITIONS_CHANNEL, key);
  }
}

export function cacheKey(customerId: string, name: string): string {
  return `${customerId}:${name}`;
}
