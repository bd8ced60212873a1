import { isUniqueViolation, type Queryable } from '../../../platform/db/db.ts';

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

/** The address belongs to an account already, in any case. */
export class EmailTakenError extends Error {}

/** Accounts, unique by address ignoring case: the SQL class below, and MemoryCustomersRepository for service tests. */
export interface CustomersRepository {
  /** Throws EmailTakenError when the address is taken in any case. */
  insert(c: NewCustomer): Promise<string>;
  findByEmail(email: string): Promise<Customer | undefined>;
  findById(id: string): Promise<Customer | undefined>;
  /** Inside the caller's transaction when `tx` is given. */
  updatePasswordHash(id: string, passwordHash: string, tx?: Queryable): Promise<void>;
}

export function createCustomersRepository(db: Queryable): CustomersRepository {
  return {
    async insert(c) {
      try {
        const rows = await db.query<{ id: string }>(
          `INSERT INTO customer.customers (email, first_name, last_name, password_hash, customer_type)
           VALUES ($1, $2, $3, $4, 'FREE') RETURNING id`,
          [c.email, c.firstName, c.lastName, c.passwordHash],
        );
        return rows[0]!.id;
      } catch (err) {
        if (isUniqueViolation(err)) throw new EmailTakenError();
        throw err;
      }
    },
    async findByEmail(email) {
      const rows = await db.query<CustomerRow>('SELECT * FROM customer.customers WHERE lower(email) = lower($1)', [
        email,
      ]);
      return rows[0] && toCustomer(rows[0]);
    },
    async findById(id) {
      const rows = await db.query<CustomerRow>('SELECT * FROM customer.customers WHERE id = $1', [id]);
      return rows[0] && toCustomer(rows[0]);
    },
    async updatePasswordHash(id, passwordHash, tx = db) {
      await tx.query('UPDATE customer.customers SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },
  };
}
