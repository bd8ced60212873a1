import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/db.ts';
import { createCustomersRepository } from '../contexts/customer/accounts/customers.repository.ts';

/**
 * For contract tests of SQL repositories whose rows reference customer.customers: a factory that stores a fresh
 * customer and answers its id. `db` is a getter, called inside tests (see useMigratedTestDb).
 */
export function storedCustomer(db: () => Queryable): () => Promise<string> {
  return () =>
    createCustomersRepository(db()).insert({
      email: `${randomUUID()}@example.com`,
      firstName: 'Jane',
      lastName: 'Doe',
      passwordHash: 'hash',
    });
}
