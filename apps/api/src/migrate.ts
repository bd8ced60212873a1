// Applies pending migrations and exits (the Kubernetes migration Job); servers also migrate at start.
import { loadConfig } from './platform/config.ts';
import { createDb } from './platform/db/create-db.ts';
import { migrate } from './platform/db/migrate.ts';
import { migrationSources } from './migration-sources.ts';

const config = loadConfig();
const db = await createDb(config.database);
try {
  const applied = await migrate(db, migrationSources);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.close();
}
