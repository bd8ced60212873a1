import type { OAuthErrorBody, OAuthErrorCode } from '@app/contracts/customer/oauth-token';
import type { ValidationError } from '@app/contracts/common/errors';
import { PRODUCT_NAME } from '../../../platform/mail/mailer.ts';
import { AppError } from '../../../platform/errors.ts';

/** RFC 6749 §5.2: invalid_client answers 401 with a challenge for the scheme clients may use. */
export const BASIC_CHALLENGE = `Basic realm="${PRODUCT_NAME}", charset="UTF-8"`;

/** A token-endpoint failure: an AppError that also carries the RFC 6749 §5.2 error code. */
export class OAuthError extends AppError {
  readonly code: OAuthErrorCode;

  constructor(code: OAuthErrorCode, status: number, description: string, validationErrors: ValidationError[] = [], headers: Record<string, string> = {}) {
    super(status, description, validationErrors, headers);
    this.name = 'OAuthError';
    this.code = code;
  }
}

export const invalidRequest = (description: string, field?: string) =>
  new OAuthError('invalid_request', 400, description, field ? [{ field, message: description }] : []);

export const invalidClient = (description = 'Client authentication failed') =>
  new OAuthError('invalid_client', 401, description, [], { 'www-authenticate': BASIC_CHALLENGE });

export const unsupportedGrantType = (grantType: string) => {
  const description = `Unsupported grant_type "${grantType.slice(0, 40)}"; only client_credentials is supported`;
  return new OAuthError('unsupported_grant_type', 400, description, [{ field: 'grant_type', message: description }]);
};

export const slowDown = (retryAfterSeconds: number) =>
  new OAuthError('slow_down', 429, 'Too many failed attempts, please try again later', [], {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Any failure on the token endpoint in the RFC shape; errors that are not OAuthErrors keep their status. */
export function toOAuthError(err: AppError): { body: OAuthErrorBody; headers: Record<string, string> } {
  const code: OAuthErrorCode =
    err instanceof OAuthError ? err.code : err.status === 429 ? 'slow_down' : err.status >= 500 ? 'server_error' : 'invalid_request';
  return {
    body: {
      error: code,
      error_description: err.message,
      status: err.status,
      message: err.message,
      validationErrors: err.validationErrors,
    },
    headers: err.headers,
  };
}
