import type { OAuthErrorBody, OAuthErrorCode } from '@app/contracts/customer/oauth-token';
import type { ValidationError } from '@app/contracts/common/errors';
import { PRODUCT_NAME } from '../../../platform/mail/mailer.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ErrorShape } from '../../../platform/http/route.ts';

/** RFC 6749 §5.2: invalid_client answers 401 with a challenge for the scheme clients may use. */
export const BASIC_CHALLENGE = `Basic realm="${PRODUCT_NAME}", charset="UTF-8"`;

/** A token-endpoint failure: an AppError that also carries the RFC 6749 §5.2 error code. */
export class OAuthError extends AppError {
  readonly code: OAuthErrorCode;

  constructor(
    code: OAuthErrorCode,
    status: number,
    description: string,
    validationErrors: ValidationError[] = [],
    headers: Record<string, string> = {},
  ) {
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

/**
 * Every failure of the token endpoint in the RFC 6749 §5.2 shape plus the envelope: an OAuthError keeps its code,
 * anything else (validation, limits, outages) gets the closest one. Errors must not be cached either: they may echo
 * a client id.
 */
export const oauthErrorShape: ErrorShape = (envelope, { cause }) => {
  const code: OAuthErrorCode =
    cause instanceof OAuthError
      ? cause.code
      : envelope.status === 429
        ? 'slow_down'
        : envelope.status >= 500
          ? 'server_error'
          : 'invalid_request';
  const body: OAuthErrorBody = { error: code, error_description: envelope.message, ...envelope };
  return { body, headers: NO_CACHE };
};

// RFC 6749 §5.1: token responses must not be cached.
export const NO_CACHE = { 'cache-control': 'no-store', pragma: 'no-cache' };
