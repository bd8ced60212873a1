import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fieldError } from '../../../platform/errors.ts';

/**
 * Common passwords shipped with the product (NIST SP 800-63B §5.1.1.2: reject values from lists of commonly used
 * passwords). Compared case-insensitively so "Password1" counts as "password1".
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** Length limits are in the contract; this adds the rules zod cannot express alone. */
export function assertAcceptablePassword(password: string, confirmPassword: string, email?: string): void {
  if (password !== confirmPassword) throw fieldError('confirmPassword', PASSWORDS_DIFFER_MESSAGE);
  if (isCommonPassword(password)) throw fieldError('password', COMMON_PASSWORD_MESSAGE);
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    throw fieldError('password', 'The password must not be your email address.');
  }
}
