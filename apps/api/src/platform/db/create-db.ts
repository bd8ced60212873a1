import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { createPgliteDb } from './pglite-db.ts';
import { createPostgresDb } from './postgres-db.ts';

/** PGlite on disk (default), PGlite in memory (`memory:`) or PostgreSQL (`postgres://`). */
export async function createDb(database: Config['database']): Promise<Db> {
  switch (database.kind) {
    case 'postgres':
      return createPostgresDb(database.url);
    case 'pglite-memory':
      return createPgliteDb();
    case 'pglite-disk':
      mkdirSync(database.dataDir, { recursive: true });
      return createPgliteDb(database.dataDir);
  }
}
