import { randomUUID } from 'node:crypto';
import { EmailTakenError, type Customer, type CustomersRepository, type NewCustomer } from './customers.repository.ts';

/** In-memory CustomersRepository for service tests, held to the SQL one by customers.repository.contract.ts. */
export class MemoryCustomersRepository implements CustomersRepository {
  private readonly byId = new Map<string, Customer>();

  async insert(c: NewCustomer): Promise<string> {
    if (await this.findByEmail(c.email)) throw new EmailTakenError();
    const id = randomUUID();
    this.byId.set(id, { id, ...c, customerType: 'FREE' });
    return id;
  }

  async findByEmail(email: string): Promise<Customer | undefined> {
    const wanted = email.toLowerCase();
    for (const customer of this.byId.values()) if (customer.email.toLowerCase() === wanted) return { ...customer };
    return undefined;
  }

  async findById(id: string): Promise<Customer | undefined> {
    const customer = this.byId.get(id);
    return customer && { ...customer };
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    const customer = this.byId.get(id);
    if (customer) customer.passwordHash = passwordHash;
  }
}
