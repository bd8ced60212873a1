/**
 * Deadlines and a circuit breaker for the database (docs/decisions/077-database-deadlines-and-circuit-breaker.md).
 *
 * Every call made through `run` has a deadline. A failure that looks like the database going away (a connection
 * error, or a call slower than `slowMs`) starts a probe on a fresh connection; if the probe is refused or reset, or
 * times out twice in a row (a saturated machine can miss one deadline, a silent database misses both), the guard
 * trips: `onDown` drops the pool (so calls stuck on dead sockets fail at once) and every later call fails fast with
 * DatabaseUnavailableError (503 + Retry-After) until a probe succeeds again, which calls `onUp`.
 */

export type DbState = 'up' | 'down';

export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  readonly retryAfterSeconds: number;

  constructor(message = 'The database is unavailable', retryAfterSeconds = RETRY_AFTER_SECONDS, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'DatabaseUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const RETRY_AFTER_SECONDS = 2;

// Errors of the connection rather than of the statement (node sockets, postgres.js, PostgreSQL SQLSTATE class 08 and
// the admin-shutdown codes of class 57).
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'DB_UNAVAILABLE',
]);

export function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONNECTION_ERROR_CODES.has(code);
}

export interface DbGuardOptions {
  /** Longest a single call may take before its caller is answered 503. */
  deadlineMs: number;
  /** A call still running after this long makes the guard check the database with a probe. */
  slowMs: number;
  /** Checks the database on a connection of its own; must settle within `probeTimeoutMs`. */
  probe: () => Promise<void>;
  probeTimeoutMs: number;
  /** Pause between probes while the database is down. */
  probeIntervalMs: number;
  onDown?: (cause: unknown) => void;
  onUp?: () => void;
}

export class DbGuard {
  private state: DbState = 'up';
  private probing: Promise<boolean> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly options: DbGuardOptions;

  constructor(options: DbGuardOptions) {
    this.options = options;
  }

  get current(): DbState {
    return this.state;
  }

  /** Runs one database call under the deadline; fails fast while the database is down. */
  async run<T>(call: () => Promise<T>, deadlineMs = this.options.deadlineMs): Promise<T> {
    if (this.state === 'down') throw new DatabaseUnavailableError();
    const slow = deadlineMs > 0 ? setTimeout(() => void this.check(), this.options.slowMs) : undefined;
    try {
      return await (deadlineMs > 0 ? withDeadline(call(), deadlineMs) : call());
    } catch (err) {
      if (err instanceof DeadlineExceeded || isConnectionError(err)) {
        void this.check(err);
        throw err instanceof DatabaseUnavailableError ? err : new DatabaseUnavailableError(undefined, undefined, err);
      }
      throw err;
    } finally {
      clearTimeout(slow);
    }
  }

  /** Probes now unless a probe is already running; trips the breaker when the probe fails. */
  check(cause?: unknown): Promise<boolean> {
    if (this.state === 'down' || this.stopped) return Promise.resolve(false);
    this.probing ??= this.probeOnce()
      .then((outcome) => (outcome === 'timeout' ? this.probeOnce() : outcome))
      .then((outcome) => {
        this.probing = null;
        if (outcome !== 'ok') this.trip(cause);
        return outcome === 'ok';
      });
    return this.probing;
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  private trip(cause: unknown): void {
    if (this.state === 'down' || this.stopped) return;
    this.state = 'down';
    this.options.onDown?.(cause);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => {
      void this.probeOnce().then((outcome) => {
        if (this.stopped) return;
        if (outcome !== 'ok') return this.scheduleRetry();
        this.state = 'up';
        this.options.onUp?.();
      });
    }, this.options.probeIntervalMs);
    this.retryTimer.unref();
  }

  private async probeOnce(): Promise<'ok' | 'failed' | 'timeout'> {
    try {
      await withDeadline(this.options.probe(), this.options.probeTimeoutMs);
      return 'ok';
    } catch (err) {
      return err instanceof DeadlineExceeded ? 'timeout' : 'failed';
    }
  }
}

class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`database call exceeded its ${ms} ms deadline`);
  }
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineExceeded(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
