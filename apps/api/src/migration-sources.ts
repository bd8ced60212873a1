import { join } from 'node:path';
import type { MigrationSource } from './platform/db/migrate.ts';

/** Every schema's migrations; all are applied whichever CONTEXTS a process serves, since replicas share one database. */
export const migrationSources: MigrationSource[] = [
  { context: 'platform', dir: join(import.meta.dirname, 'platform/db/migrations') },
  { context: 'customer', dir: join(import.meta.dirname, 'contexts/customer/migrations') },
  { context: 'abs-testing', dir: join(import.meta.dirname, 'contexts/abs-testing/migrations') },
  { context: 'feature-toggle', dir: join(import.meta.dirname, 'contexts/feature-toggle/migrations') },
  { context: 'cv-processor', dir: join(import.meta.dirname, 'contexts/cv-processor/migrations') },
];
