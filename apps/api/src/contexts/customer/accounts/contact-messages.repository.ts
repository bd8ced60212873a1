import type { Queryable } from '../../../platform/db/db.ts';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Messages sent through the contact form, kept as the record of truth: the SQL implementation below and
 * MemoryContactMessagesRepository for service tests, both held to contact-messages.repository.contract.ts.
 */
export interface ContactMessagesRepository {
  /** Stores the message under a new id. */
  insert(m: ContactMessage): Promise<string>;
  /** How many messages are stored. */
  count(): Promise<number>;
}

export function createContactMessagesRepository(db: Queryable): ContactMessagesRepository {
  return {
    async insert(m) {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO customer.contact_messages (first_name, last_name, email, subject, message)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [m.firstName, m.lastName, m.email, m.subject, m.message],
      );
      return rows[0]!.id;
    },
    async count() {
      const rows = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM customer.contact_messages');
      return Number(rows[0]?.n ?? 0);
    },
  };
}
