import type { FastifyBaseLogger } from 'fastify';
import {
  PRODUCT_NAME,
  escapeHtml,
  renderMailHtml,
  type MailMessage,
  type Mailer,
} from '../../../platform/mail/mailer.ts';
import type { ContactMessage } from './contact-messages.repository.ts';

const html = (title: string, paragraphs: string[]) =>
  renderMailHtml(escapeHtml(title), paragraphs.map((p) => `<p>${p}</p>`).join(''));

/** The code stands alone on its own line so people and scripts can pick it out (ARCHITECTURE §4). */
export function loginCodeMail(to: string, code: string, ttlMinutes: number): MailMessage {
  const title = `Your ${PRODUCT_NAME} verification code`;
  return {
    to,
    subject: title,
    text: `Use this code to finish logging in to ${PRODUCT_NAME}:\n\n${code}\n\nIt expires in ${ttlMinutes} minutes and works once. If you did not try to log in, change your password.\n`,
    html: html(title, [
      `Use this code to finish logging in to ${PRODUCT_NAME}:`,
      `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
      `It expires in ${ttlMinutes} minutes and works once. If you did not try to log in, change your password.`,
    ]),
  };
}

export function resetLinkMail(to: string, link: string, ttlMinutes: number): MailMessage {
  const title = `Reset your ${PRODUCT_NAME} password`;
  return {
    to,
    subject: title,
    text: `Open this link to choose a new password:\n\n${link}\n\nThe link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.\n`,
    html: html(title, [
      `<a href="${escapeHtml(link)}">Choose a new password</a>`,
      `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ]),
  };
}

export function welcomeMail(to: string, firstName: string): MailMessage {
  const title = `Welcome to ${PRODUCT_NAME}`;
  const text = `Hello ${firstName}, your ${PRODUCT_NAME} account is ready. Log in with your e-mail and password; we will e-mail you a code each time.`;
  return { to, subject: title, text: `${text}\n`, html: html(title, [escapeHtml(text)]) };
}

/** Sent instead of a second account, so the registration answer never tells a stranger the address is taken (ADR 011). */
export function alreadyRegisteredMail(to: string): MailMessage {
  const title = `Someone tried to register with your ${PRODUCT_NAME} address`;
  const text = `An account already exists for this e-mail address, so no new account was created. If it was you, log in or use "Forgot password". If not, you can ignore this e-mail.`;
  return { to, subject: title, text: `${text}\n`, html: html(title, [escapeHtml(text)]) };
}

export function passwordChangedMail(to: string): MailMessage {
  const title = `Your ${PRODUCT_NAME} password was changed`;
  const text =
    'Your password was reset and every session was signed out. If this was not you, reset your password again now.';
  return { to, subject: title, text: `${text}\n`, html: html(title, [escapeHtml(text)]) };
}

export function contactNotificationMail(inbox: string, m: ContactMessage): MailMessage {
  const title = `${PRODUCT_NAME} contact form: ${m.subject}`;
  const lines = [`From: ${m.firstName} ${m.lastName} <${m.email}>`, `Subject: ${m.subject}`, '', m.message];
  return {
    to: inbox,
    subject: title.slice(0, 200),
    text: `${lines.join('\n')}\n`,
    html: html(title, lines.filter(Boolean).map(escapeHtml)),
  };
}

/**
 * Mail whose delivery must not change the answer or its timing (it would reveal whether an account exists): sent
 * after the response, failures logged without the message body.
 */
export function sendInBackground(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): void {
  mailer
    .send(message)
    .catch((err: unknown) => log.warn({ err: (err as Error).message, mailSubject: message.subject }, 'mail not sent'));
}
