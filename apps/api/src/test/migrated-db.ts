import { afterAll, beforeAll } from 'vitest';
import { createTestDb, type TestDb } from '../platform/db/test-db.ts';
import { migrationSources } from '../migration-sources.ts';

/**
 * A migrated database for the tests of one `describe`: opened before them, closed after. Call the returned getter
 * inside tests and factories (the database exists only once `beforeAll` has run).
 */
export function useMigratedTestDb(): () => TestDb {
  let db: TestDb | undefined;
  beforeAll(async () => {
    db = await createTestDb(migrationSources);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('the test database is opened in beforeAll; use it inside tests');
    return db;
  };
}
