import { randomBytes } from 'node:crypto';
import { SECRET_MASK, SECRET_VISIBLE_CHARS } from '@app/contracts/customer/credentials';
import { randomToken } from '../../../platform/auth/hashing.ts';

/** 256 random bits, base64url (43 characters): guessing is hopeless, so a keyed hash suffices for storage. */
export function generateSecretValue(): string {
  return randomToken(32);
}

/** Public identifier of an OAuth client: 128 random bits, hex (safe in Basic auth and form encoding). */
export function generateClientId(): string {
  return randomBytes(16).toString('hex');
}

export function lastCharsOf(secret: string): string {
  return secret.slice(-SECRET_VISIBLE_CHARS);
}

/** The listed form of a secret: e.g. "••••••••abcd". */
export function maskSecret(last4: string): string {
  return `${SECRET_MASK}${last4}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
