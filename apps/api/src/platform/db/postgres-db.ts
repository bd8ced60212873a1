import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import type { Db, Queryable, Subscriber } from './db.ts';
import { DbGuard, type DbState } from './db-guard.ts';

export interface PostgresOptions {
  max?: number;
  /** Longest a request-path statement may take (default 2 s); see db-guard.ts. */
  deadlineMs?: number;
  /** How often a lost LISTEN connection is looked for (a NOTIFY to ourselves that must come back). */
  heartbeatMs?: number;
}

const DEFAULTS = { max: 10, deadlineMs: 2_000, heartbeatMs: 5_000 };

/**
 * PostgreSQL through postgres.js, behind the database guard: statements have deadlines, a lost database trips the
 * breaker, the pool is dropped and rebuilt (so sockets cut half-open never hold requests), and LISTEN subscriptions
 * are renewed after any gap with `onResubscribed`, since notifications sent meanwhile are lost.
 */
export function createPostgresDb(url: string, options: PostgresOptions = {}): Db {
  const { max, deadlineMs, heartbeatMs } = { ...DEFAULTS, ...options };
  const connect = (poolMax: number, connectTimeoutSeconds = Math.ceil(deadlineMs / 1000)) =>
    postgres(url, {
      max: poolMax,
      connect_timeout: connectTimeoutSeconds,
      idle_timeout: 30,
      onnotice: () => {},
      // Every request-path statement is a lookup or write by key (below), so one plan per statement serves every call.
      // Left to choose, PostgreSQL plans the batched statements afresh on every call: for an array parameter it
      // estimates the generic plan at ten rows and the custom one at the batch's few, so the custom plan always looks
      // cheaper, and planning costs more than the lookups (ADR 078, addendum).
      connection: { application_name: 'aiservices', plan_cache_mode: 'force_generic_plan' },
    });
  let sql = connect(max);
  let closed = false;
  const stateListeners: ((state: DbState, cause?: unknown) => void)[] = [];

  const guard = new DbGuard({
    deadlineMs,
    // A call slower than 500 ms triggers a probe that must connect and answer within 1.5 s: a silent (half-open)
    // database is seen within ~2 s, while a healthy database on a saturated machine is not mistaken for a lost one
    // (ADR 077). Refused and reset connections fail the probe at once.
    slowMs: Math.min(500, deadlineMs / 4),
    probeTimeoutMs: Math.min(1_500, deadlineMs),
    probeIntervalMs: 250,
    probe: async () => {
      // A fresh connection, not the pool: the pool's sockets may be the dead ones.
      const probe = connect(1, 1);
      try {
        const [row] = await probe<{ recovering: boolean }[]>`SELECT pg_is_in_recovery() AS recovering`;
        if (row?.recovering) throw new Error('the database is read-only (in recovery)');
      } finally {
        probe.end({ timeout: 0 }).catch(() => {});
      }
    },
    onDown: (cause) => {
      // Statements waiting on the old pool fail at once (CONNECTION_DESTROYED) instead of at their deadline.
      const old = sql;
      sql = connect(max);
      old.end({ timeout: 0 }).catch(() => {});
      for (const listener of stateListeners) listener('down', cause);
    },
    onUp: () => {
      for (const listener of stateListeners) listener('up');
      void subscriptions.renew();
    },
  });

  // Every statement text on a request path is a constant, so each is prepared once per connection and then only
  // bound and executed: one round trip instead of two, and no parse and plan per call (postgres.js's `unsafe` does
  // not prepare unless asked).
  const asQueryable = (target: () => postgres.Sql | postgres.TransactionSql): Queryable => ({
    query<T>(text: string, params: readonly unknown[] = []) {
      return guard.run(() =>
        target().unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }),
      ) as Promise<T[]>;
    },
    async exec(script: string) {
      await target().unsafe(script);
    },
  });

  const subscriptions = createSubscriptions(url, heartbeatMs, () => guard.current === 'up');

  return {
    kind: 'postgres',
    ...asQueryable(() => sql),
    state: () => guard.current,
    onStateChange: (listener) => void stateListeners.push(listener),
    transaction: (fn, opts) =>
      guard.run(
        () => sql.begin((tx) => fn(asQueryable(() => tx))) as Promise<never>,
        opts?.deadlineMs ?? deadlineMs * 2,
      ),
    listen: (channel, onPayload, onResubscribed) => subscriptions.add(channel, { onPayload, onResubscribed }),
    async notify(channel, payload) {
      await guard.run(() => sql.notify(channel, payload));
    },
    async ping() {
      await guard.run(() => sql`SELECT 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      guard.stop();
      await subscriptions.close();
      await sql.end({ timeout: 5 });
    },
  };
}

/**
 * LISTEN on a connection of its own. postgres.js re-listens by itself when that connection drops, but gives up
 * silently if the database is still away, so a NOTIFY to a private channel checks the subscription now and then;
 * when it does not come back (or after an outage), every channel is subscribed again on a new connection and its
 * subscribers are told, so they can reload what they may have missed.
 */
function createSubscriptions(url: string, heartbeatMs: number, isUp: () => boolean) {
  const channels = new Map<string, Set<Subscriber>>();
  const heartbeatChannel = `db_heartbeat_${randomUUID().replaceAll('-', '')}`;
  let listener = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  let heartbeatSeen = true;
  let renewing: Promise<void> | null = null;
  let closed = false;

  const subscribe = async (sql: postgres.Sql, channel: string) => {
    let first = true;
    await sql.listen(
      channel,
      (payload) => {
        if (channel === heartbeatChannel) heartbeatSeen = true;
        else for (const s of channels.get(channel) ?? []) s.onPayload(payload);
      },
      // Called again whenever postgres.js re-listens after a dropped connection.
      () => {
        if (!first) for (const s of channels.get(channel) ?? []) s.onResubscribed?.();
        first = false;
      },
    );
  };

  const renew = () => {
    renewing ??= (async () => {
      const old = listener;
      listener = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
      old.end({ timeout: 0 }).catch(() => {});
      try {
        await subscribe(listener, heartbeatChannel);
        for (const channel of channels.keys()) await subscribe(listener, channel);
        heartbeatSeen = true;
        for (const set of channels.values()) for (const s of set) s.onResubscribed?.();
      } catch {
        heartbeatSeen = false; // try again at the next beat
      }
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  };

  // A failure here is retried by the heartbeat.
  const ready = subscribe(listener, heartbeatChannel).catch(() => {
    heartbeatSeen = false;
  });
  const beat = setInterval(() => {
    if (closed || !isUp() || renewing) return;
    if (!heartbeatSeen) return void renew();
    heartbeatSeen = false;
    listener.notify(heartbeatChannel, '').catch(() => {});
  }, heartbeatMs);
  beat.unref();

  return {
    renew,
    async add(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
      await ready;
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
        await subscribe(listener, channel);
      }
      set.add(subscriber);
      return async () => {
        set.delete(subscriber);
      };
    },
    async close() {
      closed = true;
      clearInterval(beat);
      await listener.end({ timeout: 1 });
    },
  };
}
