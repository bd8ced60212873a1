import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { useMigratedTestDb } from '../../../test/migrated-db.ts';
import { SqlResultsRepository } from '../results/results.repository.ts';
import { eventCountersContract } from './event-counters.contract.ts';
import { SqlEventRepository } from './event.repository.ts';

describe('SqlEventRepository with SqlResultsRepository', { timeout: 60_000 }, () => {
  const testDb = useMigratedTestDb();

  eventCountersContract(async () => {
    // Every case starts from empty tables (eventIds are pruned across tests).
    await testDb().query('TRUNCATE abs_testing.ab_test CASCADE');
    return {
      events: new SqlEventRepository(testDb()),
      results: new SqlResultsRepository(testDb()),
      newTest: async () => {
        // A customer of its own each, so one name does.
        const [row] = await testDb().query<{ id: string }>(
          `INSERT INTO abs_testing.ab_test (customer_id, name, variants) VALUES ($1, 'TEST', '[]') RETURNING id`,
          [randomUUID()],
        );
        return row!.id;
      },
      assign: async (testId, userId, variantName) => {
        await testDb().query(
          'INSERT INTO abs_testing.ab_assignment (test_id, user_id, variant_name) VALUES ($1, $2, $3)',
          [testId, userId, variantName],
        );
      },
      deleteTest: async (testId) => {
        await testDb().query('DELETE FROM abs_testing.ab_test WHERE id = $1', [testId]);
      },
    };
  });
});
