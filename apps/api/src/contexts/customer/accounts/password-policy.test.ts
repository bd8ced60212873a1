import { describe, expect, it } from 'vitest';
import { assertAcceptablePassword, isCommonPassword } from './password-policy.ts';

describe('password policy', () => {
  it.each(['password', '12345678', 'qwerty123', 'iloveyou', 'Password1', 'LETMEIN123'])('knows %s is common', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it('lets an uncommon passphrase through', () => {
    expect(isCommonPassword('violet-harbour-tractor-42')).toBe(false);
    expect(() => assertAcceptablePassword('violet-harbour-tractor-42', 'violet-harbour-tractor-42')).not.toThrow();
  });

  it('names the field that is wrong', () => {
    expect(() => assertAcceptablePassword('violet-harbour-42', 'violet-harbour-43')).toThrow('Passwords do not match.');
    expect(() => assertAcceptablePassword('me@example.com', 'me@example.com', 'me@example.com')).toThrow(/email/);
  });
});
