import type { LoggerOptions } from 'pino';

/** Secrets never reach the logs: headers, cookies and any body field that carries a credential. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.code',
  '*.secret',
  '*.client_secret',
  '*.refreshToken',
  '*.refresh_token',
  '*.access_token',
  '*.resetPasswordToken',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings may carry reset tokens; log the path only.
      req: (req: { method: string; url: string; id?: string }) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }),
    },
  };
}
