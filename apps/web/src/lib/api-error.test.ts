import { describe, expect, it } from 'vitest';
import { errorToastMessages, toApiError } from './api-error';

describe('toApiError and errorToastMessages (SPEC §8)', () => {
  it('prefers the first validation error over the envelope message', () => {
    const error = toApiError(
      400,
      {
        status: 400,
        message: 'Invalid input',
        validationErrors: [
          { field: 'email', message: 'Email is taken' },
          { field: 'password', message: 'Too short' },
        ],
      },
      'Bad Request',
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid input');
    expect(errorToastMessages(error)).toEqual(['Email is taken']);
  });

  it('uses the envelope message when there are no validation errors', () => {
    expect(
      errorToastMessages(toApiError(409, { status: 409, message: 'Name taken', validationErrors: [] }, 'Conflict')),
    ).toEqual(['Name taken']);
  });

  it('gives one message per item when the body is a list', () => {
    const error = toApiError(400, [{ message: 'first' }, { message: 'second' }], 'Bad Request');
    expect(errorToastMessages(error)).toEqual(['first', 'second']);
  });

  it('falls back to plain text bodies and then the status text', () => {
    expect(toApiError(502, 'Bad gateway from proxy', 'Bad Gateway').message).toBe('Bad gateway from proxy');
    expect(toApiError(500, undefined, 'Internal Server Error').message).toBe('Internal Server Error');
  });
});
