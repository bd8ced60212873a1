import { describe } from 'vitest';
import { useMigratedTestDb } from '../../../test/migrated-db.ts';
import { customersRepositoryContract } from './customers.repository.contract.ts';
import { createCustomersRepository } from './customers.repository.ts';

describe('SQL CustomersRepository', { timeout: 60_000 }, () => {
  const testDb = useMigratedTestDb();

  customersRepositoryContract(() => createCustomersRepository(testDb()));
});
