import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { IP_LIMITS } from './account-limits.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  ACCOUNT_PATHS,
  TEST_PASSWORD,
  codeFromMail,
  lastCodeMail,
  postJson,
  randomIp,
  register,
} from '../../../test/accounts-helper.ts';
import { CONSOLE_TOKEN_TTL_SECONDS } from '../../../platform/auth/tokens.ts';
import { hmacHex } from '../../../platform/auth/hashing.ts';
import { deriveKeys } from '../../../platform/auth/keys.ts';
import { TEST_AUTH_SECRET } from '../../../test/test-app.ts';
import { MailUnavailableError } from '../../../platform/mail/mailer.ts';

describe('login with password and e-mailed code', { timeout: 60_000 }, () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function newAccount() {
    const email = `login-${randomUUID()}@example.com`;
    await register(t, email);
    return email;
  }
  async function startLogin(email: string, ip = randomIp()) {
    const res = await postJson(t, ACCOUNT_PATHS.login, { username: email, password: TEST_PASSWORD }, ip);
    expect(res.statusCode).toBe(200);
    return { uuid: res.json().data as string, code: codeFromMail(lastCodeMail(t, email)), res };
  }
  const verify = (uuid: string, token: string, ip = randomIp()) =>
    postJson(t, ACCOUNT_PATHS.verify, { uuid, token }, ip);
  const wrongCodeFor = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

  it('answers step 1 with a challenge id and e-mails a 6-character A-Z0-9 code stored only as a hash', async () => {
    const email = await newAccount();
    const { uuid, code, res } = await startLogin(email.toUpperCase());
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ data: expect.stringMatching(/^[0-9a-f-]{36}$/), message: expect.any(String) });
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const [row] = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM customer.login_challenges WHERE id = $1',
      [uuid],
    );
    expect(row!.code_hash).toBe(hmacHex(deriveKeys(TEST_AUTH_SECRET).pepper, code));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('exchanges the code once for a console access token (15 minutes) and a refresh token', async () => {
    const email = await newAccount();
    const { uuid, code } = await startLogin(email);
    const res = await verify(uuid, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: CONSOLE_TOKEN_TTL_SECONDS,
    });
    expect(body.expires_in).toBe(900);
    expect(await t.tokens.verifyConsole(body.access_token)).toMatchObject({ customerId: expect.any(String) });
    expect(await t.tokens.verifyMachine(body.access_token, 'abs-testing')).toBeNull();
    const again = await verify(uuid, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().validationErrors[0].message).toEqual(expect.any(String));
  });

  it('refuses a wrong password and an unknown e-mail with the same answer, and sends no code', async () => {
    const email = await newAccount();
    const before = t.mailer.sent.length;
    const wrong = await postJson(t, ACCOUNT_PATHS.login, { username: email, password: 'Not-the-password-1' });
    const unknown = await postJson(t, ACCOUNT_PATHS.login, {
      username: `nobody-${randomUUID()}@example.com`,
      password: TEST_PASSWORD,
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(t.mailer.sent.length).toBe(before);
  });

  it('ends the challenge after 5 wrong codes: the right code is then refused', async () => {
    const email = await newAccount();
    const { uuid, code } = await startLogin(email);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(uuid, wrongCodeFor(code))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await verify(uuid, code)).statusCode).toBe(401);
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = await newAccount();
    const { uuid, code } = await startLogin(email);
    clock += 10 * 60_000 + 1000;
    const res = await verify(uuid, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it('resends at most 3 times, 30 s apart, and each resend invalidates the previous code', async () => {
    const email = await newAccount();
    const { uuid, code: first } = await startLogin(email);
    // The web client sends Content-Type: application/json without a body.
    const early = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.resend(uuid),
      headers: { 'content-type': 'application/json' },
    });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    const codes = [first];
    for (let i = 0; i < 3; i++) {
      clock += 31_000;
      const res = await postJson(t, ACCOUNT_PATHS.resend(uuid));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      codes.push(codeFromMail(lastCodeMail(t, email)));
    }
    clock += 31_000;
    expect((await postJson(t, ACCOUNT_PATHS.resend(uuid))).statusCode).toBe(400);
    const previous = codes.at(-2)!;
    if (previous !== codes.at(-1)) expect((await verify(uuid, previous)).statusCode).toBe(401);
    expect((await verify(uuid, codes.at(-1)!)).statusCode).toBe(200);
  });

  it('gives exactly one token pair for two parallel verifications with the same code', async () => {
    const email = await newAccount();
    const { uuid, code } = await startLogin(email);
    const results = await Promise.all([verify(uuid, code), verify(uuid, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const [row] = await t.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM customer.refresh_families f JOIN customer.customers c ON c.id = f.customer_id WHERE c.email = $1',
      [email],
    );
    expect(Number(row!.n)).toBe(1);
  });

  it('locks an account for 5 minutes after 10 failed passwords, even for the right password', async () => {
    const email = await newAccount();
    for (let i = 0; i < 10; i++) {
      expect(
        (await postJson(t, ACCOUNT_PATHS.login, { username: email, password: `Wrong-${i}-password` })).statusCode,
      ).toBe(401);
    }
    const locked = await postJson(t, ACCOUNT_PATHS.login, { username: email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(300);
    clock += 5 * 60_000 + 1000;
    expect((await postJson(t, ACCOUNT_PATHS.login, { username: email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('limits login attempts per client address', async () => {
    const ip = '198.51.100.23';
    const statuses: number[] = [];
    const [limit] = IP_LIMITS.login;
    for (let i = 0; i <= limit; i++) {
      statuses.push(
        (await postJson(t, ACCOUNT_PATHS.login, { username: `ip-${i}@example.com`, password: 'whatever-1' }, ip))
          .statusCode,
      );
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('counts login steps by outcome in /metrics', async () => {
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/customer_login_steps_total\{step="password",result="rejected"\} \d+/);
    expect(metrics).toMatch(/customer_login_steps_total\{step="code",result="accepted"\} \d+/);
  });

  it('answers 503 and keeps no challenge when the mail service is down', async () => {
    const email = await newAccount();
    const [before] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM customer.login_challenges');
    t.mailer.failWith = new MailUnavailableError(new Error('connection refused'));
    try {
      const res = await postJson(t, ACCOUNT_PATHS.login, { username: email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      t.mailer.failWith = null;
    }
    const [after] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM customer.login_challenges');
    expect(Number(after!.n)).toBe(Number(before!.n));
  });
});
