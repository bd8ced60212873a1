import { describe } from 'vitest';
import { useMigratedTestDb } from '../../../test/migrated-db.ts';
import { storedCustomer } from '../../../test/stored-customer.ts';
import { loginChallengesRepositoryContract } from './login-challenges.repository.contract.ts';
import { createLoginChallengesRepository } from './login-challenges.repository.ts';

describe('SQL LoginChallengesRepository', { timeout: 60_000 }, () => {
  const testDb = useMigratedTestDb();

  loginChallengesRepositoryContract(() => createLoginChallengesRepository(testDb()), storedCustomer(testDb));
});
