import type { APIRequestContext, BrowserContext } from '@playwright/test';

/**
 * Logs a fresh customer in through the real flow (register, password step, code from the dev mailbox, verify).
 * Any failure on the way, a 404 included, fails the journey: there is no placeholder token.
 */
export async function obtainConsoleToken(request: APIRequestContext): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Correct-Horse-42';
  const register = await request.post('/customer/api/v1/public/customer/register', {
    data: { firstName: 'E2e', lastName: 'Tester', email, password, confirmPassword: password, customerTypeDto: 'FREE' },
  });
  if (!register.ok()) throw new Error(`register failed: ${register.status()} ${await register.text()}`);

  const login = await request.post('/customer/api/v1/public/auth-token/username-password', {
    data: { username: email, password },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const { data: uuid } = (await login.json()) as { data: string };

  const mailbox = await request.get(`/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
  const text = messages[0]?.text ?? '';
  const code = /\b(?=[A-Z0-9]*\d)[A-Z0-9]{6}\b/.exec(text)?.[0] ?? /\b[A-Z0-9]{6}\b/.exec(text)?.[0];
  if (!code) throw new Error(`no verification code in the mailbox for ${email}`);

  const verify = await request.post('/customer/api/v1/public/two-factor-verification', { data: { uuid, token: code } });
  if (!verify.ok()) throw new Error(`verify failed: ${verify.status()} ${await verify.text()}`);
  return ((await verify.json()) as { access_token: string }).access_token;
}

export async function setTokenCookie(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Strict' }]);
}
