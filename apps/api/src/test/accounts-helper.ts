import { randomInt, randomUUID } from 'node:crypto';
import type { MailMessage } from '../platform/mail/mailer.ts';
import type { TestApp } from './test-app.ts';

export interface LoggedInCustomer {
  customerId: string;
  accessToken: string;
  refreshToken: string;
  email: string;
}

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

/** A fresh client address per call, so helpers never trip the per-IP limits of the tests that use them. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The 6-character code stands alone on a line of the verification e-mail. */
export function codeFromMail(message: MailMessage | undefined): string {
  const code = message?.text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /^[A-Z0-9]{6}$/.test(l));
  if (!code) throw new Error('no verification code in the e-mail');
  return code;
}

export function lastCodeMail(t: TestApp, email: string): MailMessage | undefined {
  return t.mailer.sent
    .filter((m) => m.to.toLowerCase() === email.toLowerCase() && /verification code/i.test(m.subject))
    .at(-1);
}

/** Polls for a mail sent after the response (reset links, notices). */
export async function waitForMail(
  t: TestApp,
  predicate: (m: MailMessage) => boolean,
  timeoutMs = 5000,
): Promise<MailMessage> {
  for (let waited = 0; waited < timeoutMs; waited += 20) {
    const found = t.mailer.sent.filter(predicate).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('expected e-mail did not arrive');
}

async function post(t: TestApp, url: string, payload: unknown, ip: string) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function register(t: TestApp, email: string, password = TEST_PASSWORD, ip = randomIp()): Promise<void> {
  await post(
    t,
    '/customer/api/v1/public/customer/register',
    {
      firstName: 'Test',
      lastName: 'Customer',
      email,
      password,
      confirmPassword: password,
      customerTypeDto: 'FREE',
    },
    ip,
  );
}

/** Registers, logs in, reads the code from t.mailer, verifies; for any test that needs a real console session. */
export async function registerAndLogin(
  t: TestApp,
  email = `user-${randomUUID()}@example.com`,
): Promise<LoggedInCustomer> {
  const ip = randomIp();
  await register(t, email, TEST_PASSWORD, ip);
  const login = await post(
    t,
    '/customer/api/v1/public/auth-token/username-password',
    { username: email, password: TEST_PASSWORD },
    ip,
  );
  const token = codeFromMail(lastCodeMail(t, email));
  const tokens = await post(t, '/customer/api/v1/public/two-factor-verification', { uuid: login.data, token }, ip);
  const claims = await t.tokens.verifyConsole(tokens.access_token);
  if (!claims) throw new Error('the issued access token does not verify');
  return {
    customerId: claims.customerId,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    email: email.toLowerCase(),
  };
}

/** POST a JSON body from a given client address (default: a fresh one); returns the raw inject response. */
export function postJson(t: TestApp, url: string, payload?: object, ip = randomIp()) {
  return t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), remoteAddress: ip });
}

export const ACCOUNT_PATHS = {
  register: '/customer/api/v1/public/customer/register',
  login: '/customer/api/v1/public/auth-token/username-password',
  verify: '/customer/api/v1/public/two-factor-verification',
  resend: (uuid: string) => `/customer/api/v1/public/two-factor-verification/resend-code/${uuid}`,
  refresh: '/customer/api/v1/public/auth-token/refresh',
  logout: '/customer/api/v1/public/auth-token/logout',
  forgot: '/customer/api/v1/public/forgot-password',
  reset: '/customer/api/v1/public/forgot-password/reset',
  contact: '/customer/api/v1/public/contact',
} as const;
