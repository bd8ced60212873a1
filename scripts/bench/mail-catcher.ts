// A local SMTP server for the product's SMTP_URL: production sends login codes by e-mail (the dev mailbox is off
// there), so the bench logs in the way a customer does and reads the code from the message it receives.
import { SMTPServer } from 'smtp-server';
import { onCleanup } from './processes.ts';

export interface MailCatcher {
  smtpUrl: string;
  /** The 6-character code of the newest verification e-mail to `to`, waiting for it to arrive. */
  codeFor: (to: string, timeoutMs?: number) => Promise<string>;
  close: () => Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const inbox: { to: string[]; raw: string }[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const close = onCleanup('stop the SMTP catcher', () => new Promise<void>((resolve) => server.close(() => resolve())));
  const findCode = (to: string) => {
    const mail = inbox.filter((m) => m.to.includes(to.toLowerCase()) && /verification code/i.test(m.raw)).at(-1);
    return mail ? /^([A-Z0-9]{6})\r?$/m.exec(mail.raw)?.[1] : undefined;
  };
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close,
    codeFor: (to, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const code = findCode(to);
          if (code === undefined) return;
          settle();
          resolve(code);
        };
        const timer = setTimeout(() => {
          settle();
          reject(new Error(`no verification e-mail reached ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
}
