import { describe } from 'vitest';
import { useMigratedTestDb } from '../../../test/migrated-db.ts';
import { credentialsRepositoryContract } from './credentials.repository.contract.ts';
import { createCredentialsRepository } from './credentials.repository.ts';

describe('SQL CredentialsRepository', { timeout: 60_000 }, () => {
  const testDb = useMigratedTestDb();

  credentialsRepositoryContract(() => createCredentialsRepository(testDb()));
});
