import type { MailMessage, Mailer } from './mailer.ts';

/** Test double: keeps sent messages in memory; `failWith` simulates a mail server that is down. */
export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[];
  failWith: Error | null;
  lastTo(to: string): MailMessage | undefined;
}

export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  const mailer: MemoryMailer = {
    kind: 'outbox',
    sent,
    failWith: null,
    async send(message) {
      if (mailer.failWith) throw mailer.failWith;
      sent.push(message);
    },
    async close() {},
    lastTo(to) {
      return sent.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
    },
  };
  return mailer;
}
