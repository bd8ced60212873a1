import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDb } from '../platform/db/postgres-db.ts';
import { postgres, runsWhen } from '../test/requirements.ts';
import { databaseBehindProxy, sleep, type DatabaseBehindProxy } from './resilience-kit.ts';

const CALLERS = 40;
const CUTS = 12;

/**
 * Connections reset while they are still being opened, again and again, under load: the guard drops and rebuilds
 * the pool each time. Whatever the driver was doing on those connections must end as a rejected call, never as an
 * unhandled rejection, which would stop the process (exit code 1) and take every route with it.
 */
describe('connection churn under load', runsWhen(postgres), () => {
  let setup: DatabaseBehindProxy;

  beforeAll(async () => {
    setup = await databaseBehindProxy();
  });
  afterAll(() => setup?.close());

  it('connections reset while opening leave no unhandled rejection, and the database answers again', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const db = createPostgresDb(setup.viaProxy, { deadlineMs: 1_000, heartbeatMs: 60_000 });
    let onUp = () => {};
    db.onStateChange((state) => state === 'up' && onUp());
    let running = true;
    const caller = async () => {
      while (running) await db.query('SELECT $1::int AS n', [1]).catch(() => sleep(5));
    };
    const callers = Array.from({ length: CALLERS }, caller);
    try {
      for (let i = 0; i < CUTS; i++) {
        // The guard trips on the cut and, once a probe gets through after the restore, reopens the pool: the callers
        // waiting for it make it open every connection at once, and the next cut lands while they are opening.
        const up = new Promise<void>((resolve) => (onUp = resolve));
        await setup.proxy.cut('reset');
        await sleep(50);
        await setup.proxy.restore();
        await up;
        await sleep(4 + i * 2);
      }
      await setup.proxy.cut('reset');
      await sleep(50);
      await setup.proxy.restore();
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
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
