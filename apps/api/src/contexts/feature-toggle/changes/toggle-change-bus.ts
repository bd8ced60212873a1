import type { FastifyBaseLogger } from 'fastify';
import type { ToggleType } from '@app/contracts/feature-toggle/toggle';
import type { Db } from '../../../platform/db/db.ts';

export const TOGGLE_CHANGES_CHANNEL = 'feature_toggle_changes';

/** One committed change of a customer's toggles, as the domain announces it. */
export interface ToggleChange {
  action: 'created' | 'updated' | 'deleted';
  name: string;
  type: ToggleType;
  /** Set when an update renamed the toggle. */
  previousName?: string;
  /** Epoch milliseconds. */
  at: number;
}

export type ToggleChangeListener = (customerId: string, change: ToggleChange) => void;

/** What the toggle service needs: announce a committed change. */
export interface ToggleChangePublisher {
  publish(customerId: string, change: ToggleChange): Promise<void>;
}

/**
 * Cross-replica change feed over PostgreSQL LISTEN/NOTIFY (ARCHITECTURE.md §2). Every replica, the writer included,
 * hears each change once through its own LISTEN; `onLocalWrite` runs first on the writer so its cache is never stale
 * for a request that follows the write (docs/decisions/042-toggle-definitions-in-memory.md).
 */
export class ToggleChangeBus implements ToggleChangePublisher {
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  private readonly listeners = new Set<ToggleChangeListener>();
  private readonly onLocalWrite: (customerId: string) => void;
  private readonly onGap: () => void;
  private unlisten: (() => Promise<void>) | null = null;

  /**
   * `onLocalWrite` runs on the writer before its notification goes out; `onGap` when the subscription was lost and
   * renewed, so changes may have been missed.
   */
  constructor(
    db: Db,
    log: FastifyBaseLogger,
    hooks: { onLocalWrite: (customerId: string) => void; onGap: () => void },
  ) {
    this.db = db;
    this.log = log;
    this.onLocalWrite = hooks.onLocalWrite;
    this.onGap = hooks.onGap;
  }

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(
      TOGGLE_CHANGES_CHANNEL,
      (payload) => this.receive(payload),
      () => this.onGap(),
    );
  }

  subscribe(listener: ToggleChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async publish(customerId: string, change: ToggleChange): Promise<void> {
    this.onLocalWrite(customerId);
    try {
      await this.db.notify(TOGGLE_CHANGES_CHANNEL, JSON.stringify({ customerId, change }));
    } catch (err) {
      // The write is committed; other replicas catch up through the cache's time-to-live.
      this.log.error({ err }, 'toggle change notification failed');
    }
  }

  private receive(payload: string): void {
    let message: { customerId?: unknown; change?: ToggleChange };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (typeof message.customerId !== 'string' || !message.change) return;
    for (const listener of this.listeners) listener(message.customerId, message.change);
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => {});
  }
}
