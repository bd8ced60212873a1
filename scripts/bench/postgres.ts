// PostgreSQL for the bench: a fresh database per run (created here, dropped on every exit path), and the
// past-the-cache seed written with COPY straight into the product's table, not through the API.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { chooseVariant } from '../../apps/api/src/contexts/abs-testing/bucketing/bucketing.ts';
import { onCleanup } from './processes.ts';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface FreshDatabase {
  url: string;
  serverVersion: string;
  drop: () => Promise<void>;
}

const quiet = { onnotice: () => {} };

/** Null when PostgreSQL does not answer (the PostgreSQL rows are then skipped, and the report says so). */
export async function createFreshDatabase(adminUrl: string): Promise<FreshDatabase | null> {
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, ...quiet });
  try {
    const [row] = await admin<{ server_version: string }[]>`SHOW server_version`;
    const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const drop = onCleanup(`drop database ${name}`, async () => {
      const cleanup = postgres(adminUrl, { max: 1, connect_timeout: 5, ...quiet });
      try {
        await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    });
    return { url: url.toString(), serverVersion: row?.server_version ?? 'unknown', drop };
  } catch (err) {
    console.error(`PostgreSQL at ${adminUrl} is not usable: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  } finally {
    await admin.end();
  }
}

/**
 * Writes `count` stored assignments (`user-0` … `user-<count-1>`) of the bench test with COPY, each with the variant
 * the published hash gives it, exactly what get-or-assign would have stored. Returns the seconds it took.
 */
export async function seedAssignments(databaseUrl: string, testName: string, count: number): Promise<number> {
  const started = performance.now();
  const sql = postgres(databaseUrl, { max: 1, ...quiet });
  try {
    const [test] = await sql<
      { id: string; customer_id: string; variants: { variantName: string; percentage: number }[] }[]
    >`
      SELECT id, customer_id, variants FROM abs_testing.ab_test WHERE name = ${testName}`;
    if (!test) throw new Error(`no A/B test named ${testName} to seed`);
    const rows = async function* () {
      const chunk = 10_000;
      for (let start = 0; start < count; start += chunk) {
        let text = '';
        for (let i = start; i < Math.min(count, start + chunk); i++) {
          const userId = `user-${i}`;
          const variant = chooseVariant(test.customer_id, testName, userId, test.variants);
          if (variant !== null) text += `${test.id}\t${userId}\t${variant}\n`;
        }
        yield text;
      }
    };
    const copy = await sql`COPY abs_testing.ab_assignment (test_id, user_id, variant_name) FROM STDIN`.writable();
    await pipeline(Readable.from(rows()), copy);
    // What autovacuum does to a table after this many inserts (its insert threshold): statistics, and the visibility
    // map that lets a lookup answer from the index alone. Done here so the rounds do not depend on when it runs.
    await sql`VACUUM (ANALYZE) abs_testing.ab_assignment`;
  } finally {
    await sql.end();
  }
  return (performance.now() - started) / 1000;
}
