import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { migrate, readMigrations, type MigrationSource } from './migrate.ts';
import { wrapPglite } from './pglite-db.ts';
import { createPostgresDb } from './postgres-db.ts';

/**
 * A fresh, migrated database per test file. PGlite boots from a dump of an already migrated template (cached on disk,
 * keyed by the migrations' content); PostgreSQL clones a migrated template database (`CREATE DATABASE … TEMPLATE`).
 * TEST_DB=pg with TEST_DATABASE_URL selects PostgreSQL.
 */
export type TestDb = Db & {
  /** Connection URL of the per-test PostgreSQL database (absent on PGlite), for a second replica or a proxy. */
  url?: string;
};

export async function createTestDb(sources: readonly MigrationSource[]): Promise<TestDb> {
  const pgUrl = process.env.TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
  return pgUrl ? createPostgresTestDb(pgUrl, sources) : createPgliteTestDb(sources);
}

function migrationsHash(sources: readonly MigrationSource[]): string {
  const hash = createHash('sha256');
  for (const m of readMigrations(sources)) hash.update(`${m.context}/${m.name}\n${m.sql}\n`);
  return hash.digest('hex').slice(0, 16);
}

const templateDir = join(import.meta.dirname, '../../../../../.tmp');

async function createPgliteTestDb(sources: readonly MigrationSource[]): Promise<Db> {
  const file = join(templateDir, `pglite-template-${migrationsHash(sources)}.tar.gz`);
  if (existsSync(file)) {
    const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
    return wrapPglite(pg);
  }
  const pg = await PGlite.create();
  const db = wrapPglite(pg);
  await migrate(db, sources);
  const dump = await pg.dumpDataDir('gzip');
  mkdirSync(templateDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return db;
}

async function createPostgresTestDb(url: string, sources: readonly MigrationSource[]): Promise<TestDb> {
  const template = `aiservices_tpl_${migrationsHash(sources)}`;
  const name = `aiservices_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin`SELECT pg_advisory_lock(72640002)`;
    try {
      const found = await admin`SELECT 1 FROM pg_database WHERE datname = ${template}`;
      if (found.length === 0) {
        const building = `${template}_build`;
        await admin.unsafe(`DROP DATABASE IF EXISTS ${building}`);
        await admin.unsafe(`CREATE DATABASE ${building}`);
        const db = createPostgresDb(withDatabase(url, building), { max: 1 });
        await migrate(db, sources);
        await db.close();
        await admin.unsafe(`ALTER DATABASE ${building} RENAME TO ${template}`);
      }
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin`SELECT pg_advisory_unlock(72640002)`;
    }
  } finally {
    await admin.end();
  }
  const dbUrl = withDatabase(url, name);
  const db = createPostgresDb(dbUrl, { max: 5 });
  return {
    ...db,
    url: dbUrl,
    async close() {
      await db.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await cleanup.end();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
