// The real app plus ONE deliberately injectable route, for `npm run audit:sqlmap` only: the positive control that
// proves sqlmap, as configured, does find a string-concatenated query. Never import this from apps/api.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createTestDb } from '../../apps/api/src/platform/db/test-db.ts';
import type { Db } from '../../apps/api/src/platform/db/db.ts';
import { migrationSources } from '../../apps/api/src/migration-sources.ts';
import { createMemoryMailer } from '../../apps/api/src/platform/mail/memory-mailer.ts';
import { createMemoryLimiter } from '../../apps/api/src/platform/http/rate-limiter.ts';
import { TEST_AUTH_SECRET } from '../../apps/api/src/test/test-app.ts';

export const PLANTED_PATH = '/audit/planted';

export interface PlantedServer {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  database: 'PostgreSQL' | 'PGlite';
  close(): Promise<void>;
}

/** TEST_DATABASE_URL selects PostgreSQL (a fresh database cloned from the migrated template), else PGlite. */
export async function startPlantedServer(): Promise<PlantedServer> {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  if (onPostgres) process.env.TEST_DB = 'pg';
  const db = await createTestDb(migrationSources);
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory:',
  });
  // sqlmap sends thousands of requests from one address: per-IP limits would answer 429 and hide every difference.
  const limiter = { ...createMemoryLimiter(), hit: async () => ({ allowed: true, count: 1, retryAfterSeconds: 0 }) };
  const app = await buildApp({ config, db, mailer: createMemoryMailer(), limiter, serveWeb: false });
  app.get(PLANTED_PATH, async (request, reply) => {
    const name = String((request.query as Record<string, unknown>).name ?? '');
    try {
      // Deliberately vulnerable: the query parameter is concatenated into the SQL text.
      const rows = await db.query<{ name: string }>(
        `SELECT name FROM feature_toggle.toggles WHERE name = '${name}'`,
        [],
      );
      return { names: rows.map((row) => row.name) };
    } catch {
      return reply.code(500).send({ status: 500, message: 'query failed', validationErrors: [] });
    }
  });
  await app.ready();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    baseUrl: `http://127.0.0.1:${port}`,
    database: onPostgres ? 'PostgreSQL' : 'PGlite',
    close: () => app.close(),
  };
}
