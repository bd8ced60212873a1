import type { ValidationError } from '@app/contracts/common/errors';

/** A failure the client caused or may retry; rendered as the error envelope (ARCHITECTURE.md §4). */
export class AppError extends Error {
  readonly status: number;
  readonly validationErrors: ValidationError[];
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    validationErrors: ValidationError[] = [],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.validationErrors = validationErrors;
    this.headers = headers;
  }
}

export const badRequest = (message: string, validationErrors: ValidationError[] = []) =>
  new AppError(400, message, validationErrors);
export const fieldError = (field: string, message: string) => new AppError(400, message, [{ field, message }]);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, field?: string) =>
  new AppError(409, message, field ? [{ field, message }] : []);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests, please try again later') =>
  new AppError(429, message, [], { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: string, retryAfterSeconds = 5) =>
  new AppError(503, message, [], { 'retry-after': String(retryAfterSeconds) });
