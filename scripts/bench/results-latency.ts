// The results screen's read (GET …/ab-test/{name}/results) for a test with 1 000 tracked events and one with
// 10 000 000, in alternating rounds on the same product process: issue 20's goal is that the large test answers as
// fast as the small one (p99 within 1.5×), because results come from per-day counters, never from a scan of events.
// Both tests are seeded straight into PostgreSQL — assignments, per-user totals and the per-variant, per-day counters
// the product maintains — not through the API (10 million events would take the API far longer than the rounds).
import postgres from 'postgres';
import type { MailCatcher } from './mail-catcher.ts';
import { createAbTest, signUp } from './product-setup.ts';
import type { WorkloadRequest } from './workloads.ts';

export const RESULTS_TESTS = { small: 'BENCH_RESULTS_SMALL', large: 'BENCH_RESULTS_LARGE' } as const;
export const RESULTS_EVENTS = { small: 1_000, large: 10_000_000 } as const;
const DAYS = 60;

export const resultsRequest = (testName: string): WorkloadRequest => ({
  method: 'GET',
  path: `/abs-testing/api/v1/ab-test/${testName}/results`,
  body: { kind: 'cycle', bodies: [''] },
});

/**
 * `users` assigned over 60 days with the bench test's 10/30/60 split; half of them convert on both metrics
 * (`purchase`, a conversion, and `revenue`, a value), with as many events each as make `events` in total. The
 * per-day counters are computed from those rows by the same rules the product's writes follow (migration 003).
 */
export async function seedTrackedEvents(databaseUrl: string, testName: string, users: number, events: number) {
  const converters = Math.floor(users / 2);
  const perUser = Math.round(events / (2 * converters));
  if (perUser * 2 * converters !== events) throw new Error(`${events} events do not split over ${converters} users`);
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [test] = await sql<{ id: string }[]>`SELECT id FROM abs_testing.ab_test WHERE name = ${testName}`;
    if (!test) throw new Error(`no A/B test named ${testName} to seed`);
    // The product's statement trigger counts these into ab_assignment_day, per day of assigned_at.
    await sql`
      INSERT INTO abs_testing.ab_assignment (test_id, user_id, variant_name, assigned_at)
      SELECT ${test.id}, 'user-' || i,
             CASE WHEN i % 10 = 0 THEN 'ONE_CLICK_BUY' WHEN i % 10 < 4 THEN 'FASTER_CHECKOUT'
                  ELSE 'TRADITIONAL_CHECK_OUT' END,
             now() - make_interval(days => i % ${DAYS})
      FROM generate_series(0, ${users - 1}) AS i`;
    // Fresh statistics before each join, or the planner takes the new rows for a handful and loops over them.
    await sql`ANALYZE abs_testing.ab_assignment`;
    await sql`
      INSERT INTO abs_testing.ab_user_metric (test_id, metric, user_id, variant_name, events, value_sum)
      SELECT a.test_id, m.metric, a.user_id, a.variant_name, ${perUser}, ${perUser} * m.value * (1 + length(a.user_id) % 3)
      FROM abs_testing.ab_assignment a
      CROSS JOIN (VALUES ('purchase', 1.0::float8), ('revenue', 12.5::float8)) AS m(metric, value)
      WHERE a.test_id = ${test.id} AND substr(a.user_id, 6)::int % 2 = 0`;
    await sql`ANALYZE abs_testing.ab_user_metric`;
    await sql`
      INSERT INTO abs_testing.ab_metric_day
        (test_id, metric, variant_name, day, users_converted, value_sum, value_sum_squares)
      SELECT u.test_id, u.metric, u.variant_name, (a.assigned_at AT TIME ZONE 'UTC')::date,
             count(*), sum(u.value_sum), sum(u.value_sum * u.value_sum)
      FROM abs_testing.ab_user_metric u JOIN abs_testing.ab_assignment a USING (test_id, user_id)
      WHERE u.test_id = ${test.id} GROUP BY 1, 2, 3, 4`;
    await sql`ANALYZE abs_testing.ab_assignment_day, abs_testing.ab_metric_day`;
  } finally {
    await sql.end();
  }
}

/**
 * A customer of its own (its console token must outlive only this step's rounds), the two tests created through the
 * console API with their metrics, then seeded. Returns the console token and how long the seeding took.
 */
export async function prepareResultsTests(
  origin: string,
  mail: MailCatcher,
  databaseUrl: string,
  largeUsers: number,
): Promise<{ consoleToken: string; seedSeconds: number }> {
  const consoleToken = await signUp(origin, mail);
  const metrics = [
    { name: 'purchase', kind: 'CONVERSION', role: 'PRIMARY' },
    { name: 'revenue', kind: 'VALUE', role: 'SECONDARY' },
  ];
  for (const name of Object.values(RESULTS_TESTS)) await createAbTest(origin, consoleToken, name, { metrics });
  const started = performance.now();
  await seedTrackedEvents(databaseUrl, RESULTS_TESTS.small, 100, RESULTS_EVENTS.small);
  await seedTrackedEvents(databaseUrl, RESULTS_TESTS.large, largeUsers, RESULTS_EVENTS.large);
  return { consoleToken, seedSeconds: (performance.now() - started) / 1000 };
}
