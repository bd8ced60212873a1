import nodemailer from 'nodemailer';
import { MailUnavailableError, type Mailer } from './mailer.ts';

export function createSmtpMailer(url: string, from: string): Mailer {
  // Fail fast when the mail server is down so login answers 503 instead of hanging.
  const timeouts = 'connectionTimeout=5000&greetingTimeout=5000&socketTimeout=10000';
  const transport = nodemailer.createTransport(url.includes('?') ? `${url}&${timeouts}` : `${url}?${timeouts}`);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (err) {
        throw new MailUnavailableError(err);
      }
    },
    async close() {
      transport.close();
    },
  };
}
