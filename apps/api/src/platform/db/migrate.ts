import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.ts';

export interface MigrationSource {
  /** Context name, also the key in the migrations table. */
  context: string;
  dir: string;
}

interface Migration {
  context: string;
  version: number;
  name: string;
  sql: string;
}

// Any constant shared by all replicas; they serialise on it while migrating.
const MIGRATION_LOCK_KEY = 72_640_001;
const FILE_PATTERN = /^(\d{3,})-[a-z0-9-]+\.sql$/;

export function readMigrations(sources: readonly MigrationSource[]): Migration[] {
  return sources.flatMap(({ context, dir }) => {
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => FILE_PATTERN.test(file))
      .sort()
      .map((file) => ({
        context,
        version: Number(FILE_PATTERN.exec(file)![1]),
        name: file,
        sql: readFileSync(join(dir, file), 'utf8'),
      }));
  });
}

/** Applies pending migrations in order, in one transaction, under an advisory lock (ARCHITECTURE.md §5). */
export async function migrate(db: Db, sources: readonly MigrationSource[]): Promise<string[]> {
  const migrations = readMigrations(sources);
  return db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(`
      CREATE SCHEMA IF NOT EXISTS platform;
      CREATE TABLE IF NOT EXISTS platform.schema_migrations (
        context text NOT NULL,
        version integer NOT NULL,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (context, version)
      );`);
      const rows = await tx.query<{ context: string; version: number }>(
        'SELECT context, version FROM platform.schema_migrations',
      );
      const done = new Set(rows.map((r) => `${r.context}:${r.version}`));
      const applied: string[] = [];
      for (const m of migrations) {
        if (done.has(`${m.context}:${m.version}`)) continue;
        await tx.exec(m.sql);
        await tx.query('INSERT INTO platform.schema_migrations (context, version, name) VALUES ($1, $2, $3)', [
          m.context,
          m.version,
          m.name,
        ]);
        applied.push(`${m.context}/${m.name}`);
      }
      return applied;
    },
    { deadlineMs: 0 },
  );
}
