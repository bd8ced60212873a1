import { describe } from 'vitest';
import { useMigratedTestDb } from '../../../test/migrated-db.ts';
import { storedCustomer } from '../../../test/stored-customer.ts';
import { passwordResetTokensRepositoryContract } from './password-reset-tokens.repository.contract.ts';
import { createPasswordResetTokensRepository } from './password-reset-tokens.repository.ts';

describe('SQL PasswordResetTokensRepository', { timeout: 60_000 }, () => {
  const testDb = useMigratedTestDb();

  passwordResetTokensRepositoryContract(() => createPasswordResetTokensRepository(testDb()), storedCustomer(testDb));
});
