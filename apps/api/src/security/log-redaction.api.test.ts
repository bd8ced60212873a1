import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_PASSWORD, randomIp, registerAndLogin, waitForMail } from '../test/accounts-helper.ts';

/** Every secret the flows below handle; none may appear in any log line, at any level. */
const secrets: string[] = [];
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
});
afterAll(async () => {
  await t?.close();
});

describe('logs', () => {
  it('never contain a password, code, token or secret', async () => {
    const ip = randomIp();
    secrets.push(TEST_PASSWORD);
    const customer = await registerAndLogin(t);
    secrets.push(customer.accessToken, customer.refreshToken);
    const loginMail = t.mailer.sent.find((m) => m.to === customer.email && /verification code/i.test(m.subject));
    const code = loginMail?.text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => /^[A-Z0-9]{6}$/.test(l));
    if (code) secrets.push(code);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/customer/api/v1/public/auth-token/refresh',
      payload: { refreshToken: customer.refreshToken },
      remoteAddress: ip,
    });
    secrets.push(refreshed.json().access_token, refreshed.json().refresh_token);

    await t.app.inject({
      method: 'POST',
      url: '/customer/api/v1/public/forgot-password',
      payload: { email: customer.email },
      remoteAddress: ip,
    });
    const resetMail = await waitForMail(t, (m) => m.to === customer.email && /token=/.test(m.text));
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(resetMail.text)![1]!;
    secrets.push(resetToken);
    const newPassword = 'Another-Long-Passphrase-7';
    secrets.push(newPassword);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/customer/api/v1/public/forgot-password/reset?token=${resetToken}`,
      payload: { resetPasswordToken: resetToken, password: newPassword, confirmPassword: newPassword },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(200);
    // A failed login logs the attempt, never the password tried.
    await t.app.inject({
      method: 'POST',
      url: '/customer/api/v1/public/auth-token/username-password',
      payload: { username: customer.email, password: 'Wrong-Password-123' },
      remoteAddress: ip,
    });
    secrets.push('Wrong-Password-123');

    const auth = { authorization: `Bearer ${refreshed.json().access_token}` };
    const generated = await t.app.inject({
      method: 'POST',
      url: '/customer/api/v1/client-credential/abs-testing/generate-secret',
      headers: auth,
    });
    const secret = generated.json().secret as string;
    secrets.push(secret);
    const info = await t.app.inject({ url: '/customer/api/v1/client-credential/abs-testing', headers: auth });
    const clientId = info.json().clientId as string;
    const basic = Buffer.from(`${clientId}:${secret}`).toString('base64');
    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { authorization: `Basic ${basic}` },
      payload: { grant_type: 'client_credentials' },
    });
    const machineToken = token.json().access_token as string;
    secrets.push(machineToken, basic);
    await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/ab-test/get-or-assign',
      headers: { authorization: `Bearer ${machineToken}` },
      payload: { abTestName: 'NOPE', userId: 'u' },
    });

    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('');
    for (const value of secrets.filter(Boolean)) {
      expect(log.includes(value), `a secret (${value.slice(0, 4)}…) leaked into the logs`).toBe(false);
    }
  });
});
