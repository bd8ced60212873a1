import { describe, expect, it, vi } from 'vitest';
import { deriveKeys } from '../../../platform/auth/keys.ts';
import { TokenService } from '../../../platform/auth/tokens.ts';
import { memoryTransactions } from '../../../platform/db/memory-transactions.ts';
import { createMemoryLimiter } from '../../../platform/http/rate-limiter.ts';
import { createMemoryMailer } from '../../../platform/mail/memory-mailer.ts';
import {
  ACCOUNT_FAILURE_LIMIT,
  LOGIN_CODE_MAX_FAILURES,
  LOGIN_CODE_RESEND_INTERVAL_MS,
  LOGIN_CODE_TTL_MS,
} from './account-limits.ts';
import { MemoryCustomersRepository } from './customers.memory-repository.ts';
import { MemoryLoginChallengesRepository } from './login-challenges.memory-repository.ts';
import {
  BAD_CREDENTIALS,
  CODE_RESENT_MESSAGE,
  CODE_SENT_MESSAGE,
  ENDED_CHALLENGE,
  EXPIRED_CODE,
  TOO_MANY_WRONG_CODES,
  WRONG_CODE,
  createLoginService,
} from './login.service.ts';
import { LOCKED_MESSAGE, createLoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { MemoryRefreshTokensRepository } from './refresh-tokens.memory-repository.ts';
import { createSessionService } from './session.service.ts';

const hasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (passwordHash, password) => passwordHash === `hashed:${password}`,
};
const PASSWORD = 'Correct-Horse-Battery-9';
const EMAIL = 'jane@example.com';

async function setup() {
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const now = () => clock;
  const keys = deriveKeys('login-service-test-secret-of-enough-length');
  const limiter = createMemoryLimiter(now);
  const customers = new MemoryCustomersRepository();
  const challenges = new MemoryLoginChallengesRepository();
  const refreshTokens = new MemoryRefreshTokensRepository();
  const mailer = createMemoryMailer();
  const sessions = createSessionService({
    db: memoryTransactions,
    refreshTokens,
    tokens: new TokenService(keys, now),
    pepper: keys.pepper,
    now,
  });
  const service = createLoginService({
    ...{ customers, challenges, hasher, sessions, mailer, now },
    throttle: createLoginThrottle(limiter),
    pepper: keys.pepper,
  });
  const customerId = await customers.insert({
    email: EMAIL,
    firstName: 'Jane',
    lastName: 'Doe',
    passwordHash: `hashed:${PASSWORD}`,
  });
  /** The code in the last mail to Jane, as she would read it. */
  const mailedCode = () => /\n\n([A-Z0-9]{6})\n\n/.exec(mailer.lastTo(EMAIL)?.text ?? '')?.[1] ?? '';
  const login = () => service.login({ username: 'JANE@Example.com', password: PASSWORD });
  const advance = (ms: number) => (clock += ms);
  return { service, challenges, refreshTokens, mailer, customerId, mailedCode, login, advance, now };
}

const refused = (field: string, message: string) => ({ status: 401, message, validationErrors: [{ field, message }] });

describe('login service on the in-memory repositories', () => {
  it('e-mails a code for the right password, and the code (typed loosely) starts a session once', async () => {
    const { service, refreshTokens, customerId, mailedCode, login, now } = await setup();
    const { data: uuid, message } = await login();
    expect(message).toBe(CODE_SENT_MESSAGE);
    const code = mailedCode();
    expect(code).toHaveLength(6);
    const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;
    const tokens = await service.verify({ uuid, token: typed });
    expect(tokens).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(await refreshTokens.countLiveFamilies(customerId, now())).toBe(1);
    await expect(service.verify({ uuid, token: code })).rejects.toMatchObject(refused('token', ENDED_CHALLENGE));
  });

  it('answers the same for a wrong password and an unknown address, and sends nothing', async () => {
    const { service, mailer } = await setup();
    const wrong = service.login({ username: EMAIL, password: 'not-the-password' });
    await expect(wrong).rejects.toMatchObject(refused('username', BAD_CREDENTIALS));
    const unknown = service.login({ username: 'nobody@example.com', password: PASSWORD });
    await expect(unknown).rejects.toMatchObject(refused('username', BAD_CREDENTIALS));
    expect(mailer.sent).toEqual([]);
  });

  it('locks the account after repeated wrong passwords, even for the right one, until the window ends', async () => {
    const { service, login, advance } = await setup();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      await expect(service.login({ username: EMAIL, password: `wrong-${i}` })).rejects.toMatchObject({ status: 401 });
    }
    await expect(login()).rejects.toMatchObject({ status: 429, message: LOCKED_MESSAGE });
    advance(5 * 60_000 + 1);
    await expect(login()).resolves.toMatchObject({ message: CODE_SENT_MESSAGE });
  });

  it('leaves no challenge behind when the mail cannot go out', async () => {
    const { challenges, mailer, login } = await setup();
    const create = vi.spyOn(challenges, 'create');
    mailer.failWith = new Error('SMTP down');
    await expect(login()).rejects.toThrow('SMTP down');
    expect(await challenges.find(await create.mock.results[0]!.value)).toBeUndefined();
    mailer.failWith = null;
    const { data: uuid } = await login();
    expect(await challenges.find(uuid)).toMatchObject({ isEnded: false });
  });

  it('counts wrong codes and ends the attempt at the limit; the right code no longer works then', async () => {
    const { service, mailedCode, login } = await setup();
    const { data: uuid } = await login();
    const code = mailedCode();
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 1; i < LOGIN_CODE_MAX_FAILURES; i++) {
      await expect(service.verify({ uuid, token: wrong })).rejects.toMatchObject(refused('token', WRONG_CODE));
    }
    const last = service.verify({ uuid, token: wrong });
    await expect(last).rejects.toMatchObject(refused('token', TOO_MANY_WRONG_CODES));
    await expect(service.verify({ uuid, token: code })).rejects.toMatchObject(refused('token', ENDED_CHALLENGE));
  });

  it('refuses an expired code, and a challenge it never issued', async () => {
    const { service, mailedCode, login, advance } = await setup();
    const { data: uuid } = await login();
    advance(LOGIN_CODE_TTL_MS);
    await expect(service.verify({ uuid, token: mailedCode() })).rejects.toMatchObject(refused('token', EXPIRED_CODE));
    const unknown = service.verify({ uuid: '00000000-0000-4000-8000-000000000000', token: 'ABC123' });
    await expect(unknown).rejects.toMatchObject(refused('token', ENDED_CHALLENGE));
  });

  it('resends a new code at most three times, 30 s apart; only the newest code works', async () => {
    const { service, mailer, mailedCode, login, advance } = await setup();
    const { data: uuid } = await login();
    const first = mailedCode();
    await expect(service.resend(uuid)).rejects.toMatchObject({ status: 429 });
    for (let i = 0; i < 3; i++) {
      advance(LOGIN_CODE_RESEND_INTERVAL_MS);
      expect(await service.resend(uuid)).toBe(CODE_RESENT_MESSAGE);
    }
    expect(mailer.sent).toHaveLength(4);
    advance(LOGIN_CODE_RESEND_INTERVAL_MS);
    await expect(service.resend(uuid)).rejects.toMatchObject({ status: 400 });
    const newest = mailedCode();
    if (newest !== first) await expect(service.verify({ uuid, token: first })).rejects.toMatchObject({ status: 401 });
    await expect(service.verify({ uuid, token: newest })).resolves.toMatchObject({ expires_in: 900 });
  });

  it('keeps the previous code when the resent mail cannot go out', async () => {
    const { service, mailer, mailedCode, login, advance } = await setup();
    const { data: uuid } = await login();
    const code = mailedCode();
    advance(LOGIN_CODE_RESEND_INTERVAL_MS);
    mailer.failWith = new Error('SMTP down');
    await expect(service.resend(uuid)).rejects.toThrow('SMTP down');
    mailer.failWith = null;
    await expect(service.verify({ uuid, token: code })).resolves.toMatchObject({ expires_in: 900 });
  });
});
