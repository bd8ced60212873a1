import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { memoryTransactions } from '../../../platform/db/memory-transactions.ts';
import { createMemoryLimiter } from '../../../platform/http/rate-limiter.ts';
import { createMemoryMailer } from '../../../platform/mail/memory-mailer.ts';
import { LOGIN_CODE_TTL_MS, REFRESH_TOKEN_LIFETIME_MS, RESET_TOKEN_TTL_MS } from './account-limits.ts';
import { MemoryCustomersRepository } from './customers.memory-repository.ts';
import { MemoryLoginChallengesRepository } from './login-challenges.memory-repository.ts';
import { createLoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { MemoryPasswordResetTokensRepository } from './password-reset-tokens.memory-repository.ts';
import {
  FORGOT_MESSAGE,
  INVALID_RESET_TOKEN,
  RESET_MESSAGE,
  createPasswordResetService,
} from './password-reset.service.ts';
import { MemoryRefreshTokensRepository } from './refresh-tokens.memory-repository.ts';

const hasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (passwordHash, password) => passwordHash === `hashed:${password}`,
};
const NEW_PASSWORD = 'Battery-Staple-Horse-7';

async function setup() {
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const now = () => clock;
  const limiter = createMemoryLimiter(now);
  const [customers, resetTokens, refreshTokens, challenges] = [
    new MemoryCustomersRepository(),
    new MemoryPasswordResetTokensRepository(),
    new MemoryRefreshTokensRepository(),
    new MemoryLoginChallengesRepository(),
  ];
  const mailer = createMemoryMailer();
  const service = createPasswordResetService({
    db: memoryTransactions,
    ...{ customers, resetTokens, refreshTokens, challenges, hasher, limiter, mailer, now },
    throttle: createLoginThrottle(limiter),
    log: pino({ level: 'silent' }),
    pepper: Buffer.from('password-reset-service-test-pepper'),
    publicUrl: 'https://app.example.com',
  });
  const customerId = await customers.insert({
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    passwordHash: 'hashed:old',
  });
  /** Asks for a link and answers the token in the mail it sends. */
  const requestLink = async () => {
    const before = mailer.sent.length;
    expect(await service.requestReset({ email: 'JANE@example.com' })).toBe(FORGOT_MESSAGE);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(before + 1));
    const link = /https:\S+/.exec(mailer.sent.at(-1)!.text)![0];
    return new URL(link).searchParams.get('token')!;
  };
  const reset = (token: string) =>
    service.resetPassword({ resetPasswordToken: token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  const advance = (ms: number) => (clock += ms);
  return { service, customers, refreshTokens, challenges, mailer, customerId, requestLink, reset, now, advance };
}

const invalid = { status: 400, message: INVALID_RESET_TOKEN };

describe('password reset service on the in-memory repositories', () => {
  it('sets the new password once per link and ends sessions, pending logins and other links', async () => {
    const { customers, refreshTokens, challenges, customerId, requestLink, reset, now } = await setup();
    const [first, second] = [await requestLink(), await requestLink()];
    await refreshTokens.createFamily(customerId, now() + REFRESH_TOKEN_LIFETIME_MS);
    const challenge = await challenges.create(customerId, 'code-hash', now(), LOGIN_CODE_TTL_MS);
    expect(await reset(first)).toBe(RESET_MESSAGE);
    expect((await customers.findById(customerId))?.passwordHash).toBe(`hashed:${NEW_PASSWORD}`);
    expect(await refreshTokens.countLiveFamilies(customerId, now())).toBe(0);
    expect((await challenges.find(challenge))?.isEnded).toBe(true);
    await expect(reset(first)).rejects.toMatchObject(invalid);
    await expect(reset(second)).rejects.toMatchObject(invalid);
  });

  it('refuses an expired or unknown link and changes nothing', async () => {
    const { customers, customerId, requestLink, reset, advance } = await setup();
    const token = await requestLink();
    advance(RESET_TOKEN_TTL_MS);
    await expect(reset(token)).rejects.toMatchObject(invalid);
    await expect(reset('not-a-link-token')).rejects.toMatchObject(invalid);
    expect((await customers.findById(customerId))?.passwordHash).toBe('hashed:old');
  });

  it('answers an unknown address with the same words and sends nothing', async () => {
    const { service, mailer } = await setup();
    expect(await service.requestReset({ email: 'nobody@example.com' })).toBe(FORGOT_MESSAGE);
    await new Promise((resolve) => setImmediate(resolve));
    expect(mailer.sent).toEqual([]);
  });
});
