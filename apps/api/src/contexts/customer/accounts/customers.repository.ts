import type { Queryable } from '../../../platform/db/db.ts';

export interface Customer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  customerType: string;
}

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

interface CustomerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  customer_type: string;
}

const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  passwordHash: r.password_hash,
  customerType: r.customer_type,
});

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;

export function createCustomersRepository(db: Queryable) {
  return {
    /** Throws a unique violation (isUniqueViolation) when the address is taken in any case. */
    async insert(c: NewCustomer): Promise<string> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO customer.customers (email, first_name, last_name, password_hash, customer_type)
         VALUES ($1, $2, $3, $4, 'FREE') RETURNING id`,
        [c.email, c.firstName, c.lastName, c.passwordHash],
      );
      return rows[0]!.id;
    },
    async findByEmail(email: string): Promise<Customer | undefined> {
      const rows = await db.query<CustomerRow>('SELECT * FROM customer.customers WHERE lower(email) = lower($1)', [email]);
      return rows[0] && toCustomer(rows[0]);
    },
    async findById(id: string): Promise<Customer | undefined> {
      const rows = await db.query<CustomerRow>('SELECT * FROM customer.customers WHERE id = $1', [id]);
      return rows[0] && toCustomer(rows[0]);
    },
    async updatePasswordHash(id: string, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE customer.customers SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },
  };
}
