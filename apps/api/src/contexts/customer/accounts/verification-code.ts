import { randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@app/contracts/customer/auth';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A 6-character code of A-Z and 0-9 from the CSPRNG; randomInt is unbiased. */
export function generateVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** People type codes in lowercase or with spaces; the boxes uppercase too (SPEC §5). */
export function normaliseVerificationCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
