import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createPostgresDb } from '../platform/db/postgres-db.ts';
import { createTestDb, type TestDb } from '../platform/db/test-db.ts';
import { migrationSources } from '../migration-sources.ts';
import { TcpProxy } from './tcp-proxy.ts';
import { createMemoryMailer } from '../platform/mail/memory-mailer.ts';
import type { RateLimiter } from '../platform/http/rate-limiter.ts';
import { TEST_AUTH_SECRET } from '../test/test-app.ts';

export interface DatabaseBehindProxy {
  /** The database itself, reached directly (for checks after the cut). */
  db: TestDb;
  /** The proxy the tests cut and restore. */
  proxy: TcpProxy;
  /** The database's URL through the proxy, for the replicas under test. */
  viaProxy: string;
  close(): Promise<void>;
}

/** A fresh, migrated PostgreSQL test database behind a TCP proxy that a test can cut (tcp-proxy.ts). */
export async function databaseBehindProxy(): Promise<DatabaseBehindProxy> {
  const db = await createTestDb(migrationSources);
  const target = new URL(db.url!);
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(db.url!);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return {
    db,
    proxy,
    viaProxy: viaProxy.toString(),
    close: async () => {
      await proxy.stop();
      await db.close();
    },
  };
}

/** One more replica of the product on an existing PostgreSQL database (its own pool, its own caches). */
export async function startReplica(
  databaseUrl: string,
  env: Record<string, string> = {},
  limiter?: RateLimiter,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const db = createPostgresDb(databaseUrl, { max: 5 });
  const app = await buildApp({
    config,
    db,
    mailer: createMemoryMailer(),
    serveWeb: false,
    ...(limiter ? { limiter } : {}),
  });
  await app.ready();
  return app;
}

/** Toggle names allow only A-Z and underscores: n -> "J_" + base-26 letters. */
export function letters(n: number): string {
  let out = '';
  let k = n;
  do {
    out = String.fromCharCode(65 + (k % 26)) + out;
    k = Math.floor(k / 26);
  } while (k > 0);
  return out;
}

export function newCustomerId(): string {
  return randomUUID();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
