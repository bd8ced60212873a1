import { describe, expect, it } from 'vitest';
import { deriveKeys } from '../../../platform/auth/keys.ts';
import { TokenService } from '../../../platform/auth/tokens.ts';
import { memoryTransactions } from '../../../platform/db/memory-transactions.ts';
import { AppError } from '../../../platform/errors.ts';
import { REFRESH_TOKEN_LIFETIME_MS } from './account-limits.ts';
import { MemoryRefreshTokensRepository } from './refresh-tokens.memory-repository.ts';
import { LOGOUT_MESSAGE, createSessionService } from './session.service.ts';

function setup() {
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const refreshTokens = new MemoryRefreshTokensRepository();
  const keys = deriveKeys('session-service-test-secret-of-enough-length');
  const sessions = createSessionService({
    db: memoryTransactions,
    refreshTokens,
    tokens: new TokenService(keys, () => clock),
    pepper: keys.pepper,
    now: () => clock,
  });
  return { sessions, refreshTokens, advance: (ms: number) => (clock += ms), now: () => clock };
}

const refused = { status: 401, message: 'Your session has expired. Please log in again.' };

describe('session service on the in-memory repository', () => {
  it('rotates the refresh token on every use; the access token names the customer', async () => {
    const { sessions } = setup();
    const first = await sessions.start('customer-1');
    const second = await sessions.refresh(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).toEqual(expect.any(String));
    await expect(sessions.refresh(second.refresh_token)).resolves.toMatchObject({ expires_in: 900 });
  });

  it('ends the whole family when a rotated token comes back (it leaked)', async () => {
    const { sessions, refreshTokens, now } = setup();
    const first = await sessions.start('customer-1');
    const second = await sessions.refresh(first.refresh_token);
    await expect(sessions.refresh(first.refresh_token)).rejects.toMatchObject(refused);
    await expect(sessions.refresh(second.refresh_token)).rejects.toBeInstanceOf(AppError);
    expect(await refreshTokens.countLiveFamilies('customer-1', now())).toBe(0);
  });

  it('refuses a token past the family lifetime, and an unknown one', async () => {
    const { sessions, advance } = setup();
    const first = await sessions.start('customer-1');
    advance(REFRESH_TOKEN_LIFETIME_MS);
    await expect(sessions.refresh(first.refresh_token)).rejects.toMatchObject(refused);
    await expect(sessions.refresh('not-a-token')).rejects.toMatchObject(refused);
  });

  it('logs out by revoking the family, with or without a token', async () => {
    const { sessions, refreshTokens, now } = setup();
    const first = await sessions.start('customer-1');
    await sessions.start('customer-1');
    expect(await sessions.logout(first.refresh_token)).toBe(LOGOUT_MESSAGE);
    expect(await sessions.logout(undefined)).toBe(LOGOUT_MESSAGE);
    expect(await refreshTokens.countLiveFamilies('customer-1', now())).toBe(1);
    await expect(sessions.refresh(first.refresh_token)).rejects.toMatchObject(refused);
  });
});
