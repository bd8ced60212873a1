import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createTestDb } from '../platform/db/test-db.ts';
import type { Db } from '../platform/db/db.ts';
import { migrationSources } from '../migration-sources.ts';
import { createMemoryMailer, type MemoryMailer } from '../platform/mail/memory-mailer.ts';
import { deriveKeys } from '../platform/auth/keys.ts';
import { TokenService } from '../platform/auth/tokens.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mailer: MemoryMailer;
  /** Signs console and machine tokens the app accepts (same AUTH_SECRET). */
  tokens: TokenService;
  close(): Promise<void>;
}

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/**
 * Every context but CV processing, for files that build an app per test and never parse a document: the CV context
 * starts two parse worker processes with each app (about a second of the machine's two cores per app).
 */
export const WITHOUT_CV_WORKERS = { CONTEXTS: 'customer,abs-testing,feature-toggle' } as const;

/**
 * A fully wired app on a fresh migrated database (PGlite, or PostgreSQL when TEST_DB=pg) for `app.inject` tests.
 * `env` overrides configuration variables; `options` overrides dependencies (clock, mailer, limiter).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'config' | 'db'>> & { realMailer?: boolean } = {},
): Promise<TestApp> {
  const db = await createTestDb(migrationSources);
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory:',
    ...env,
  });
  // realMailer: let the app build its own mailer from the config (SMTP_URL) instead of the in-memory one.
  const { realMailer, ...appOptions } = options;
  const mailer = (appOptions.mailer as MemoryMailer | undefined) ?? createMemoryMailer();
  const app = await buildApp({ config, db, serveWeb: false, ...appOptions, ...(realMailer ? {} : { mailer }) });
  await app.ready();
  return {
    app,
    db,
    mailer,
    tokens: new TokenService(deriveKeys(TEST_AUTH_SECRET), options.now),
    close: () => app.close(),
  };
}

/** A second replica on the same database as `t`: its own caches, told of changes only through NOTIFY. */
export async function createTestReplica(t: TestApp): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory:',
  });
  const replica = await buildApp({ config, db: { ...t.db, close: async () => {} }, serveWeb: false, logger: false });
  await replica.ready();
  return replica;
}
