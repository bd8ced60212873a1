import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../platform/db/db.ts';
import { createPostgresDb } from '../platform/db/postgres-db.ts';
import { postgres, runsWhen } from '../test/requirements.ts';
import type { CutStyle } from './tcp-proxy.ts';
import { databaseBehindProxy, sleep, type DatabaseBehindProxy } from './resilience-kit.ts';

const CALLERS = 40;
const CUTS = 12;

/**
 * Connections lost again and again under load, at the moments the driver is most exposed: while the pool the guard
 * rebuilt is opening its connections, and in the middle of transactions. Whatever the driver was doing must end as a
 * rejected call, never as an unhandled rejection or an exception thrown from a timer, either of which stops the
 * process (exit code 1) and takes every route with it. The database must answer again afterwards.
 */
describe('connection churn under load', runsWhen(postgres), () => {
  let setup: DatabaseBehindProxy;

  beforeAll(async () => {
    setup = await databaseBehindProxy();
  });
  afterAll(() => setup?.close());

  /** Runs `call` from 40 callers while `cuts` runs; answers what reached the process instead of a caller. */
  async function underChurn(call: (db: Db) => Promise<unknown>, cuts: (db: Db) => Promise<void>) {
    const faults: unknown[] = [];
    const onFault = (reason: unknown) => void faults.push(reason);
    process.on('unhandledRejection', onFault);
    process.on('uncaughtException', onFault);
    const db = createPostgresDb(setup.viaProxy, { deadlineMs: 1_000, heartbeatMs: 60_000 });
    let running = true;
    const caller = async () => {
      while (running) await call(db).catch(() => sleep(5));
    };
    const callers = Array.from({ length: CALLERS }, caller);
    try {
      await cuts(db);
      await expect
        .poll(
          () =>
            db.query('SELECT 1 AS one').then(
              () => true,
              () => false,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      running = false;
      await Promise.all(callers);
      await db.close();
      process.off('unhandledRejection', onFault);
      process.off('uncaughtException', onFault);
    }
    return faults;
  }

  async function cutFor(ms: number, style: CutStyle = 'reset') {
    await setup.proxy.cut(style);
    await sleep(ms);
    await setup.proxy.restore();
  }

  it('connections reset while the pool opens them: nothing escapes, and the database answers again', async () => {
    const faults = await underChurn(
      (db) => db.query('SELECT $1::int AS n', [1]),
      async (db) => {
        let onUp = () => {};
        db.onStateChange((state) => state === 'up' && onUp());
        for (let i = 0; i < CUTS; i++) {
          // The guard trips on the cut and, once a probe gets through after the restore, reopens the pool: the
          // callers waiting for it make it open every connection at once, and the next cut lands while they open.
          const up = new Promise<void>((resolve) => (onUp = resolve));
          await cutFor(50);
          // On a busy machine the probe a failed call starts may run after the restore and pass: the guard never
          // trips, and there is no 'up' to wait for (waiting for one hung the test until its timeout).
          if (db.state() === 'down') await up;
          await sleep(4 + i * 2);
        }
        await cutFor(50);
      },
    );
    expect(faults).toEqual([]);
  });

  it('transactions cut between their statements: nothing escapes, and the database answers again', async () => {
    const styles: CutStyle[] = ['reset', 'refuse', 'blackhole'];
    let calls = 0;
    const faults = await underChurn(
      (db) =>
        db.transaction(async (tx) => {
          await tx.query('SELECT 1 AS a');
          await sleep(calls++ % 5);
          await tx.query('SELECT $1::int AS b', [2]);
        }),
      async () => {
        for (let i = 0; i < 3 * CUTS; i++) {
          await sleep(20 + ((i * 37) % 120));
          await cutFor(30 + ((i * 53) % 200), styles[i % styles.length]);
        }
      },
    );
    expect(faults).toEqual([]);
  });
});
