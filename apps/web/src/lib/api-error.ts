import type { ValidationError } from '@app/contracts/common/errors';

export class ApiError extends Error {
  readonly status: number;
  readonly validationErrors: ValidationError[];
  readonly body: unknown;

  constructor(status: number, message: string, validationErrors: ValidationError[] = [], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.validationErrors = validationErrors;
    this.body = body;
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function readValidationErrors(value: unknown): ValidationError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const entry = asRecord(item);
    return entry && typeof entry.message === 'string'
      ? [{ field: typeof entry.field === 'string' ? entry.field : '', message: entry.message }]
      : [];
  });
}

/** Builds an ApiError from whatever the server sent: the error envelope, a list of them, or plain text. */
export function toApiError(status: number, body: unknown, fallback: string): ApiError {
  const first = Array.isArray(body) ? asRecord(body[0]) : asRecord(body);
  const message =
    typeof first?.message === 'string' ? first.message : typeof body === 'string' && body ? body : fallback;
  return new ApiError(status, message, readValidationErrors(first?.validationErrors), body);
}

/**
 * SPEC §8: the first validation error wins; otherwise the envelope's message; a list body gives one toast per item.
 */
export function errorToastMessages(error: ApiError): string[] {
  const first = error.validationErrors[0];
  if (first) return [first.message];
  if (Array.isArray(error.body)) {
    const messages = error.body.flatMap((item) => {
      const message = asRecord(item)?.message;
      return typeof message === 'string' ? [message] : [];
    });
    if (messages.length > 0) return messages;
  }
  return [error.message];
}
