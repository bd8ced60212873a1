/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { trackPageErrors } from './support/page-errors.ts';
import { gotoLive } from './support/live-app.ts';

const PASSWORD = 'Correct-Horse-Battery-9';
const NEW_PASSWORD = 'Another-Strong-Phrase-77';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** Newest message to `email` whose subject matches, from the dev outbox (polled: some mail leaves after the answer). */
async function readMail(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
  after = 0,
): Promise<MailboxMessage & { id: number }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await request.get(`/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: (MailboxMessage & { id: number })[] };
    const found = messages.find((m) => subject.test(m.subject) && m.id > after);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" mail for ${email}`);
}

const codeOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /^[A-Z0-9]{6}$/.test(l))!;

async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/customer/api/v1/public/customer/register', {
    data: {
      firstName: 'Journey',
      lastName: 'Tester',
      email,
      password,
      confirmPassword: password,
      customerTypeDto: 'FREE',
    },
  });
  expect(res.ok()).toBe(true);
}

async function submitPassword(page: Page, email: string, password: string) {
  await gotoLive(page, '/login');
  const submit = page.getByRole('button', { name: 'Login', exact: true }).last();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(submit).toBeEnabled();
  await submit.click();
}

const codeBox = (page: Page, index: number) => page.getByLabel(`Verification code character ${index} of 6`);

test('register, log in with the e-mailed code typed in, reach the console, log out', async ({ page }) => {
  const errors = trackPageErrors(page);
  const email = uniqueEmail('journey');
  await gotoLive(page, '/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Register', exact: true }).last();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(page.getByText('Passwords do not match.')).toBeHidden();
  await submit.click();
  await expect(page.getByText('Registration successful. Please log in to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitPassword(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: "We've emailed you a verification code" })).toBeVisible();
  await expect(page.getByText(`To continue, enter the 6-digit code sent to ${email}`)).toBeVisible();
  const code = codeOf((await readMail(page.request, email, /verification code/)).text);

  await codeBox(page, 1).focus();
  await page.keyboard.type(code.slice(0, 3).toLowerCase());
  await expect(codeBox(page, 4)).toBeFocused();
  await page.keyboard.type('-');
  await expect(codeBox(page, 4)).toHaveValue('');
  await page.keyboard.press('Backspace');
  await expect(codeBox(page, 3)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(code.slice(3));
  for (let i = 1; i <= 6; i++) await expect(codeBox(page, i)).toHaveValue(code[i - 1]!);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/login\/manage-ab-test$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/refresh/i);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test('a pasted code fills the boxes; a wrong code shows the server message', async ({ page }) => {
  const email = uniqueEmail('paste');
  await registerByApi(page.request, email);
  await submitPassword(page, email, PASSWORD);
  const code = codeOf((await readMail(page.request, email, /verification code/)).text);

  await codeBox(page, 1).focus();
  await page.keyboard.type(code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The verification code is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const spaced = ` ${code.slice(0, 2).toLowerCase()}-${code.slice(2, 4)} ${code.slice(4)}! `;
  await codeBox(page, 1).evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, spaced);
  for (let i = 1; i <= 6; i++) await expect(codeBox(page, i)).toHaveValue(code[i - 1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login\/manage-ab-test$/);
});

test('forgot password, follow the e-mailed link, reset: the new password works and the old one does not', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await registerByApi(page.request, email);
  await gotoLive(page, '/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Get reset link via email' });
  await expect(
    forgot.getByText('If the supplied information matches our records, we will send a password reset email.'),
  ).toBeVisible();
  await forgot.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Please enter an email address')).toBeVisible();
  await forgot.getByLabel('Email').fill('not an email');
  await forgot.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send Email' }).click();
  await expect(forgot).toBeHidden();

  const mail = await readMail(page.request, email, /Reset your/);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(link.pathname).toBe('/login');
  expect(link.searchParams.get('show-reset-password')).toBe('true');
  await page.goto(`${link.pathname}${link.search}`);
  const reset = page.getByRole('dialog', { name: 'Your new password' });
  await expect(reset.getByLabel('Access code')).toHaveValue(link.searchParams.get('token')!);
  await expect(reset.getByText('New to the product?')).toBeVisible();
  await expect(
    reset.getByText('Create your account to access demos, manage environments, and start integrating APIs in minutes.'),
  ).toBeVisible();
  const resetButton = reset.getByRole('button', { name: 'Reset' });
  await expect(resetButton).toBeDisabled();
  await reset.getByLabel('New password').fill(NEW_PASSWORD);
  await reset.getByLabel('Confirm password').fill('Mismatch-123456');
  await expect(reset.getByText('Passwords do not match.')).toBeVisible();
  await expect(resetButton).toBeDisabled();
  await reset.getByRole('button', { name: 'Show password' }).first().click();
  await expect(reset.getByLabel('New password')).toHaveAttribute('type', 'text');
  await reset.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await resetButton.click();
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
  await expect(reset).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);

  await submitPassword(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await submitPassword(page, email, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: "We've emailed you a verification code" })).toBeVisible();
});

test('resend: too early is refused, after 30 s a new code arrives and replaces the old one', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('resend');
  await registerByApi(page.request, email);
  await submitPassword(page, email, PASSWORD);
  const first = await readMail(page.request, email, /verification code/);
  await page.getByRole('button', { name: 'Resend it' }).click();
  await expect(page.getByText(/Please wait \d+ seconds/)).toBeVisible();
  await page.waitForTimeout(31_000);
  await page.getByRole('button', { name: 'Resend it' }).click();
  await expect(page.getByText('Code Resended')).toBeVisible();
  const second = await readMail(page.request, email, /verification code/, first.id);
  await codeBox(page, 1).focus();
  await page.keyboard.type(codeOf(second.text));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login\/manage-ab-test$/);
});

test('contact form: captcha mismatch redraws, a match submits and clears the form', async ({ page }) => {
  // A fixed Math.random makes the captcha text predictable: the same formula as features/contact/lib/captcha.ts.
  await page.addInitScript(() => {
    Math.random = () => 0.5;
  });
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
  const captcha = alphabet[Math.floor(0.5 * alphabet.length)]!.repeat(6);
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Subject of interest').selectOption('AI Consulting');
  await form.getByLabel('Message').fill('x'.repeat(200));
  await expect(form.getByLabel('Message')).toHaveValue('x'.repeat(150));
  await form.getByLabel('Message').fill('Please get in touch about consulting.');
  await form.getByLabel('Enter the characters shown').fill('zzzzzz');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Captcha Does Not Match')).toBeVisible();
  await expect(form.getByLabel('Enter the characters shown')).toHaveValue('');
  await form.getByLabel('Enter the characters shown').fill(captcha);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Captcha Matched')).toBeVisible();
  await expect(page.getByText('Submitted Successfully')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('the session refreshes after 800000 ms with a rotated token; a failed refresh sends the visitor to /login', async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail('refresh');
  await registerByApi(page.request, email);
  await submitPassword(page, email, PASSWORD);
  const code = codeOf((await readMail(page.request, email, /verification code/)).text);
  await codeBox(page, 1).focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login\/manage-ab-test$/);
  const tokenCookie = async () => (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const verifyCall = page.waitForResponse((r) => r.url().endsWith('/auth-token/refresh'));
  await page.clock.fastForward(800_000);
  const first = await verifyCall;
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('no-store');
  const sent = first.request().postDataJSON() as { refreshToken: string };
  const issued = (await first.json()) as { access_token: string; refresh_token: string };
  expect(issued.refresh_token).not.toBe(sent.refreshToken);
  await expect.poll(tokenCookie).toBe(issued.access_token);

  // The rotated token is what the next refresh presents.
  const second = page.waitForResponse((r) => r.url().endsWith('/auth-token/refresh'));
  await page.clock.fastForward(800_000);
  const secondCall = await second;
  expect(secondCall.status()).toBe(200);
  expect((secondCall.request().postDataJSON() as { refreshToken: string }).refreshToken).toBe(issued.refresh_token);

  // Log the account out everywhere (a password reset revokes every refresh token): the next refresh fails.
  await page.request.post('/customer/api/v1/public/forgot-password', { data: { email } });
  const link = new URL(/https?:\/\/\S+/.exec((await readMail(page.request, email, /Reset your/)).text)![0]);
  const reset = await page.request.post('/customer/api/v1/public/forgot-password/reset', {
    data: { resetPasswordToken: link.searchParams.get('token'), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  expect(reset.ok()).toBe(true);
  const failed = page.waitForResponse((r) => r.url().endsWith('/auth-token/refresh'));
  await page.clock.fastForward(800_000);
  expect((await failed).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
});
