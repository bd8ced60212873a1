import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { EmailTakenError, type CustomersRepository } from './customers.repository.ts';

/**
 * What every CustomersRepository does, run against the SQL one (customers.repository.api.test.ts) and the in-memory
 * fake (customers.memory-repository.test.ts), so service tests on the fake hold for the database too.
 */
export function customersRepositoryContract(repository: () => CustomersRepository) {
  const newCustomer = (email: string) => ({ email, firstName: 'Jane', lastName: 'Doe', passwordHash: 'hash-1' });

  it('stores a FREE customer, found by id and by address in any case', async () => {
    const repo = repository();
    const email = `jane-${randomUUID()}@example.com`;
    const id = await repo.insert(newCustomer(email));
    const expected = { id, email, firstName: 'Jane', lastName: 'Doe', passwordHash: 'hash-1', customerType: 'FREE' };
    expect(await repo.findById(id)).toEqual(expected);
    expect(await repo.findByEmail(email.toUpperCase())).toEqual(expected);
    expect(await repo.findByEmail(`other-${email}`)).toBeUndefined();
    expect(await repo.findById(randomUUID())).toBeUndefined();
  });

  it('refuses an address taken in another case', async () => {
    const repo = repository();
    const email = `taken-${randomUUID()}@example.com`;
    await repo.insert(newCustomer(email));
    await expect(repo.insert(newCustomer(email.toUpperCase()))).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('replaces the password hash of one customer only', async () => {
    const repo = repository();
    const [a, b] = [
      await repo.insert(newCustomer(`a-${randomUUID()}@x.io`)),
      await repo.insert(newCustomer(`b-${randomUUID()}@x.io`)),
    ];
    await repo.updatePasswordHash(a, 'hash-2');
    expect((await repo.findById(a))?.passwordHash).toBe('hash-2');
    expect((await repo.findById(b))?.passwordHash).toBe('hash-1');
  });
}
