import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  ACCOUNT_PATHS,
  TEST_PASSWORD,
  postJson,
  registerAndLogin,
  waitForMail,
} from '../../../test/accounts-helper.ts';
import { FORGOT_MESSAGE, RESET_MESSAGE } from './password-reset.service.ts';

const PUBLIC_URL = 'https://console.example.test';
const NEW_PASSWORD = 'Another-Strong-Phrase-77';

describe('forgot and reset password', { timeout: 60_000 }, () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL }, { now: () => clock });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function requestLink(email: string): Promise<string> {
    const since = t.mailer.sent.length;
    const res = await postJson(t, ACCOUNT_PATHS.forgot, { email });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(
      t,
      (m) => m.to === email.toLowerCase() && /Reset your/.test(m.subject) && t.mailer.sent.indexOf(m) >= since,
    );
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    return link;
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const reset = (resetPasswordToken: string, password = NEW_PASSWORD, confirmPassword = password) =>
    postJson(t, ACCOUNT_PATHS.reset, { resetPasswordToken, password, confirmPassword });
  const login = (username: string, password: string) => postJson(t, ACCOUNT_PATHS.login, { username, password });

  it('answers known and unknown addresses identically and e-mails a link only to a known one', async () => {
    const s = await registerAndLogin(t);
    const known = await postJson(t, ACCOUNT_PATHS.forgot, { email: s.email.toUpperCase() });
    const unknown = await postJson(t, ACCOUNT_PATHS.forgot, { email: `ghost-${randomUUID()}@example.com` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_MESSAGE });
    const mail = await waitForMail(t, (m) => m.to === s.email && /Reset your/.test(m.subject));
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(link.startsWith(`${PUBLIC_URL}/login?show-reset-password=true&token=`)).toBe(true);
    // At least 128 bits: 22+ base64url characters.
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(mail.html).toContain('NovaStack');
  });

  it('resets once: the new password works, the old does not, and every refresh token is revoked', async () => {
    const s = await registerAndLogin(t);
    const token = tokenOf(await requestLink(s.email));
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_MESSAGE });
    expect((await login(s.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(s.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await postJson(t, ACCOUNT_PATHS.refresh, { refreshToken: s.refreshToken })).statusCode).toBe(401);
    expect((await reset(token, 'Yet-another-phrase-31')).statusCode).toBe(400);
  });

  it('stores the token only as a hash and refuses it after 30 minutes', async () => {
    const s = await registerAndLogin(t);
    const token = tokenOf(await requestLink(s.email));
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM customer.password_reset_tokens');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    clock += 30 * 60_000 + 1000;
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().validationErrors[0].field).toBe('resetPasswordToken');
  });

  it('checks the new password like registration does', async () => {
    const s = await registerAndLogin(t);
    const token = tokenOf(await requestLink(s.email));
    expect((await reset(token, 'password123')).json().validationErrors[0].field).toBe('password');
    expect((await reset(token, NEW_PASSWORD, 'Different-1234')).json().validationErrors[0]).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match.',
    });
    expect((await reset(token, 'short')).statusCode).toBe(400);
    // The link survived the refused attempts.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('sends at most 3 reset e-mails per account in 15 minutes, answering the same every time', async () => {
    const s = await registerAndLogin(t);
    const bodies = [];
    for (let i = 0; i < 5; i++) bodies.push((await postJson(t, ACCOUNT_PATHS.forgot, { email: s.email })).body);
    expect(new Set(bodies).size).toBe(1);
    await waitForMail(t, (m) => m.to === s.email && /Reset your/.test(m.subject));
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mailer.sent.filter((m) => m.to === s.email && /Reset your/.test(m.subject))).toHaveLength(3);
  });
});
