export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted by the SMTP server (or stored in the outbox); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when the mail service cannot take a message; callers answer 503. */
export class MailUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Mail service unavailable', { cause });
    this.name = 'MailUnavailableError';
  }
}

export const PRODUCT_NAME = 'NovaStack';

/** Minimal HTML wrapper so every e-mail carries the product name; callers pass already-escaped HTML. */
export function renderMailHtml(title: string, bodyHtml: string): string {
  return (
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">` +
    `<h2 style="color:#1d4ed8">${PRODUCT_NAME}</h2><h3>${title}</h3>${bodyHtml}` +
    `<p style="color:#666;font-size:12px">${PRODUCT_NAME}</p></body></html>`
  );
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
