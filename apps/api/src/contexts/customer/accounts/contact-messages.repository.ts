import type { Queryable } from '../../../platform/db/db.ts';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;

export function createContactMessagesRepository(db: Queryable) {
  return {
    async insert(m: ContactMessage): Promise<string> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO customer.contact_messages (first_name, last_name, email, subject, message)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [m.firstName, m.lastName, m.email, m.subject, m.message],
      );
      return rows[0]!.id;
    },
    async count(): Promise<number> {
      const rows = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM customer.contact_messages');
      return Number(rows[0]?.n ?? 0);
    },
  };
}
