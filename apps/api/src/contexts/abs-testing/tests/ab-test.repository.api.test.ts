import { describe } from 'vitest';
import { useMigratedTestDb } from '../../../test/migrated-db.ts';
import { abTestRepositoryContract } from './ab-test.repository.contract.ts';
import { SqlAbTestRepository } from './ab-test.repository.ts';

describe('SqlAbTestRepository', { timeout: 60_000 }, () => {
  const testDb = useMigratedTestDb();

  abTestRepositoryContract(() => new SqlAbTestRepository(testDb()));
});
