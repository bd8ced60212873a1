import nodemailer from 'nodemailer';
import { MailUnavailableError, type Mailer } from './mailer.ts';

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, {
    // Fail fast when the mail server is down so login answers 503 instead of hanging.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (err) {
        throw new MailUnavailableError(err);
      }
    },
    async close() {
      transport.close();
    },
  };
}
