import type { DbState } from './db-guard.ts';

/**
 * The database port every repository uses: plain parameterised SQL ($1, $2, …) on PostgreSQL or PGlite.
 * See docs/decisions/003-plain-sql-over-a-db-port.md for why there is no ORM.
 */
export interface Queryable {
  /**
   * `text` is a constant of the code (values go in `params`, never into the text): on PostgreSQL each text is
   * prepared once per connection and kept, so a text built from input would also grow that cache without bound.
   */
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction; rolled back when fn throws. The request-path deadline applies unless
   * `deadlineMs` says otherwise (0: none, for migrations that may wait for another replica's).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: { deadlineMs?: number }): Promise<T>;
  /**
   * Subscribes to a NOTIFY channel; returns the unsubscribe function. `onResubscribed` runs after the subscription
   * was lost and renewed (notifications sent in between are gone: reload what they would have told).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  /** 'down' while the circuit breaker is open (db-guard.ts): calls fail fast with DatabaseUnavailableError. */
  state(): DbState;
  /** Tells when the breaker opens or closes (logs, metrics). */
  onStateChange(listener: (state: DbState, cause?: unknown) => void): void;
  close(): Promise<void>;
}

/** True when err is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

export interface Subscriber {
  onPayload: (payload: string) => void;
  onResubscribed?: () => void;
}
