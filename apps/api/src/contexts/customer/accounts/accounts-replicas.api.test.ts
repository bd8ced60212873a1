import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../platform/config.ts';
import { createPostgresDb } from '../../../platform/db/postgres-db.ts';
import { createTestDb, type TestDb } from '../../../platform/db/test-db.ts';
import { createMemoryMailer, type MemoryMailer } from '../../../platform/mail/memory-mailer.ts';
import { migrationSources } from '../../../migration-sources.ts';
import { TEST_AUTH_SECRET } from '../../../test/test-app.ts';
import { ACCOUNT_PATHS, TEST_PASSWORD, codeFromMail, randomIp } from '../../../test/accounts-helper.ts';
import { postgres, redis, runsWhen } from '../../../test/requirements.ts';

const redisUrl = process.env.TEST_REDIS_URL;

interface Replica {
  app: FastifyInstance;
  mailer: MemoryMailer;
}

async function startReplica(databaseUrl: string): Promise<Replica> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl!,
  });
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, db: createPostgresDb(databaseUrl, { max: 5 }), mailer, serveWeb: false });
  await app.ready();
  return { app, mailer };
}

/** Two replicas on one PostgreSQL and one Redis (issue 3: limits shared across replicas when REDIS_URL is set). */
describe('accounts across replicas', { timeout: 60_000, ...runsWhen(postgres, redis) }, () => {
  let db: TestDb;
  let a: Replica;
  let b: Replica;
  beforeAll(async () => {
    db = await createTestDb(migrationSources);
    a = await startReplica(db.url!);
    b = await startReplica(db.url!);
  }, 120_000);
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await db?.close();
  });

  const post = (r: Replica, url: string, payload: object) =>
    r.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
  const register = (email: string) =>
    post(a, ACCOUNT_PATHS.register, {
      firstName: 'R',
      lastName: 'S',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });

  it('locks an account after 10 failures spread over both replicas', async () => {
    const email = `replicas-${randomUUID()}@example.com`;
    expect((await register(email)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await post(i % 2 ? a : b, ACCOUNT_PATHS.login, { username: email, password: `Wrong-${i}-password` });
      expect(res.statusCode).toBe(401);
    }
    for (const replica of [a, b]) {
      const locked = await post(replica, ACCOUNT_PATHS.login, { username: email, password: TEST_PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('a login started on one replica completes on the other; rotation and reuse detection hold across them', async () => {
    const email = `rotate-${randomUUID()}@example.com`;
    await register(email);
    const login = await post(a, ACCOUNT_PATHS.login, { username: email, password: TEST_PASSWORD });
    const code = codeFromMail(a.mailer.lastTo(email));
    const verified = await post(b, ACCOUNT_PATHS.verify, { uuid: login.json().data, token: code });
    expect(verified.statusCode).toBe(200);
    const first = verified.json().refresh_token as string;
    const rotated = await post(a, ACCOUNT_PATHS.refresh, { refreshToken: first });
    expect(rotated.statusCode).toBe(200);
    expect((await post(b, ACCOUNT_PATHS.refresh, { refreshToken: first })).statusCode).toBe(401);
    expect((await post(a, ACCOUNT_PATHS.refresh, { refreshToken: rotated.json().refresh_token })).statusCode).toBe(401);
  });
});
