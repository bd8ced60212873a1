import { describe } from 'vitest';
import { useMigratedTestDb } from '../../../test/migrated-db.ts';
import { storedCustomer } from '../../../test/stored-customer.ts';
import { refreshTokensRepositoryContract } from './refresh-tokens.repository.contract.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';

describe('SQL RefreshTokensRepository', { timeout: 60_000 }, () => {
  const testDb = useMigratedTestDb();

  refreshTokensRepositoryContract(() => createRefreshTokensRepository(testDb()), storedCustomer(testDb));
});
