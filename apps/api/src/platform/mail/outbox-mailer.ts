import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import { MailUnavailableError, type Mailer } from './mailer.ts';

const KEEP_LAST = 200;

/** Dev outbox: messages are stored and announced in the log (without their body, which may hold a code). */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      try {
        await db.query(
          'INSERT INTO platform.mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4)',
          [message.to, message.subject, message.text, message.html ?? null],
        );
        await db.query('DELETE FROM platform.mail_outbox WHERE id <= (SELECT max(id) - $1 FROM platform.mail_outbox)', [
          KEEP_LAST,
        ]);
      } catch (err) {
        throw new MailUnavailableError(err);
      }
      log.info({ mailSubject: message.subject }, 'mail stored in the dev outbox; read it at /dev/mailbox');
    },
    async close() {},
  };
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

export async function listOutbox(db: Db, to?: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.query<{
    id: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    created_at: Date | string;
  }>(
    `SELECT id, recipient, subject, text_body, html_body, created_at FROM platform.mail_outbox
     WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.recipient,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
