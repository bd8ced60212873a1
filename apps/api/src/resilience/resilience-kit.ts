import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createPostgresDb } from '../platform/db/postgres-db.ts';
import { createMemoryMailer } from '../platform/mail/memory-mailer.ts';
import type { RateLimiter } from '../platform/http/rate-limiter.ts';
import { TEST_AUTH_SECRET } from '../test/test-app.ts';

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
