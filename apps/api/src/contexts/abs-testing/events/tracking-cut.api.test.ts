import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKeys } from '../../../platform/auth/keys.ts';
import { TokenService } from '../../../platform/auth/tokens.ts';
import { TEST_AUTH_SECRET } from '../../../test/test-app.ts';
import {
  databaseBehindProxy,
  newCustomerId,
  sleep,
  startReplica,
  type DatabaseBehindProxy,
} from '../../../resilience/resilience-kit.ts';
import { postgres, runsWhen } from '../../../test/requirements.ts';

const WORKERS = 8;
const OUTAGE_MS = 3_000;

/**
 * Events tracked while the database is cut (issue 20: "a 2xx means the event is durable"): no 500, 503 with
 * Retry-After while it is gone, every acknowledged event stored, and a retry of everything not acknowledged with
 * the same eventIds makes the totals exact — nothing lost, nothing counted twice.
 */
describe('event tracking through a database cut', runsWhen(postgres), () => {
  let setup: DatabaseBehindProxy;
  const tokens = new TokenService(deriveKeys(TEST_AUTH_SECRET));

  beforeAll(async () => {
    setup = await databaseBehindProxy();
  });
  afterAll(() => setup?.close());

  it('acknowledges only durable events and counts each eventId once after retries', async () => {
    const customerId = newCustomerId();
    const app = await startReplica(setup.viaProxy);
    const machine = { authorization: `Bearer ${await tokens.signMachine(customerId, 'c', 's', 'abs-testing')}` };
    const created = await app.inject({
      method: 'POST',
      url: '/abs-testing/api/v1/ab-test',
      headers: { authorization: `Bearer ${await tokens.signConsole(customerId)}` },
      payload: {
        abTestName: 'CUT_EVENTS',
        variantDtoList: [{ variantName: 'ONLY', percentage: 100 }],
        metrics: [{ name: 'revenue', kind: 'VALUE' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (let w = 0; w < WORKERS; w++) {
      await app.inject({
        method: 'POST',
        url: '/api/ab-test/get-or-assign',
        headers: machine,
        payload: { abTestName: 'CUT_EVENTS', userId: `w${w}` },
      });
    }

    const sent = new Set<string>();
    const acknowledged = new Set<string>();
    const statuses: number[] = [];
    let running = true;
    let next = 0;
    const send = async (ids: string[], w: number) => {
      const events = ids.map((eventId) => ({ abTestName: 'CUT_EVENTS', userId: `w${w}`, metric: 'revenue', eventId }));
      const res =
        ids.length === 1
          ? await app.inject({ method: 'POST', url: '/api/ab-test/track', headers: machine, payload: events[0] })
          : await app.inject({
              method: 'POST',
              url: '/api/ab-test/track/batch',
              headers: machine,
              payload: { events },
            });
      statuses.push(res.statusCode);
      if (res.statusCode === 503) expect(res.headers['retry-after']).toMatch(/^\d+$/);
      if (res.statusCode !== 202) return;
      if (ids.length === 1) acknowledged.add(ids[0]!);
      else for (const r of res.json().results) if (r.accepted) acknowledged.add(ids[r.index]!);
    };
    const workers = Array.from({ length: WORKERS }, async (_, w) => {
      while (running) {
        const ids = Array.from({ length: w % 2 ? 1 : 20 }, () => `e${next++}`);
        for (const id of ids) sent.add(id);
        await send(ids, w);
        await sleep(5);
      }
    });
    await sleep(700);
    await setup.proxy.cut('reset');
    await sleep(OUTAGE_MS);
    await setup.proxy.restore();
    await sleep(2_500);
    running = false;
    await Promise.all(workers);

    expect(new Set(statuses)).toEqual(new Set([202, 503]));
    const stored = new Set(
      (
        await setup.db.query<{ event_id: string }>(
          `SELECT e.event_id FROM abs_testing.ab_event_id e JOIN abs_testing.ab_test t ON t.id = e.test_id
           WHERE t.customer_id = $1`,
          [customerId],
        )
      ).map((r) => r.event_id),
    );
    expect(
      [...acknowledged].filter((id) => !stored.has(id)),
      'acknowledged events missing',
    ).toEqual([]);

    // The client retries whatever was not acknowledged, with the same eventIds, until all are.
    const pending = [...sent].filter((id) => !acknowledged.has(id));
    for (let i = 0; i < pending.length; i += 500) {
      const ids = pending.slice(i, i + 500);
      const res = await app.inject({
        method: 'POST',
        url: '/api/ab-test/track/batch',
        headers: machine,
        payload: {
          events: ids.map((eventId) => ({ abTestName: 'CUT_EVENTS', userId: 'w0', metric: 'revenue', eventId })),
        },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json().results.every((r: { accepted: boolean }) => r.accepted)).toBe(true);
    }
    const [total] = await setup.db.query<{ events: string; value: number }>(
      `SELECT sum(u.events) AS events, sum(u.value_sum) AS value FROM abs_testing.ab_user_metric u
       JOIN abs_testing.ab_test t ON t.id = u.test_id WHERE t.customer_id = $1`,
      [customerId],
    );
    expect(Number(total!.events)).toBe(sent.size);
    expect(total!.value).toBe(sent.size);
    await app.close();
  }, 60_000);
});
