import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ACCOUNT_PATHS, TEST_PASSWORD, postJson, register } from '../../../test/accounts-helper.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test: the app's nodemailer transport delivers to it over TCP. */
async function startSmtp(inbox: Received[]): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('mail over real SMTP', { timeout: 60_000 }, () => {
  const inbox: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(inbox);
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { realMailer: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the login code over SMTP and the code completes the login', async () => {
    const email = `smtp-${randomUUID()}@example.com`;
    await register(t, email);
    const login = await postJson(t, ACCOUNT_PATHS.login, { username: email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const mail = inbox.filter((m) => m.to.includes(email) && /verification code/i.test(m.raw)).at(-1);
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('NovaStack');
    expect(mail!.raw).toMatch(/text\/html/);
    const code = /^([A-Z0-9]{6})\r?$/m.exec(mail!.raw)![1]!;
    const verify = await postJson(t, ACCOUNT_PATHS.verify, { uuid: login.json().data, token: code });
    expect(verify.statusCode).toBe(200);
  });
});

describe('mail server down', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }, { realMailer: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers login step 1 with 503 and Retry-After, and issues no challenge', async () => {
    const email = `down-${randomUUID()}@example.com`;
    await register(t, email);
    const res = await postJson(t, ACCOUNT_PATHS.login, { username: email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ status: 503, validationErrors: [] });
    const rows = await t.db.query('SELECT 1 FROM customer.login_challenges');
    expect(rows).toHaveLength(0);
  });
});
