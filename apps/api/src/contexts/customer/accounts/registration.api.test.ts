import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { IP_LIMITS } from './account-limits.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ACCOUNT_PATHS, TEST_PASSWORD, postJson, waitForMail } from '../../../test/accounts-helper.ts';
import { REGISTRATION_MESSAGE } from './registration.service.ts';

const body = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  customerTypeDto: 'FREE',
  ...overrides,
});

describe('registration', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const rowsFor = (email: string) =>
    t.db.query<{ email: string; customer_type: string; password_hash: string }>(
      'SELECT email, customer_type, password_hash FROM customer.customers WHERE lower(email) = lower($1)',
      [email],
    );

  it('creates a FREE account whatever type the client asks for, with a normalised e-mail and an argon2id hash', async () => {
    const email = `  Ada.${randomUUID()}@Example.COM `;
    const res = await postJson(t, ACCOUNT_PATHS.register, body(email, { customerTypeDto: 'ENTERPRISE' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: REGISTRATION_MESSAGE });
    const rows = await rowsFor(email.trim());
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(email.trim().toLowerCase());
    expect(rows[0]!.customer_type).toBe('FREE');
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain(TEST_PASSWORD);
  });

  it('answers a taken address exactly like a new one and e-mails the owner instead', async () => {
    const email = `owner-${randomUUID()}@example.com`;
    const first = await postJson(t, ACCOUNT_PATHS.register, body(email));
    const second = await postJson(t, ACCOUNT_PATHS.register, body(email.toUpperCase(), { firstName: 'Mallory' }));
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await rowsFor(email)).toHaveLength(1);
    const notice = await waitForMail(t, (m) => m.to === email && /tried to register/.test(m.subject));
    expect(notice.text).toContain('no new account was created');
  });

  it.each([
    ['too short', { password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }, 'password'],
    ['too long', { password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) }, 'password'],
    ['common', { password: 'qwerty123', confirmPassword: 'qwerty123' }, 'password'],
    ['common in another case', { password: 'PassWord123', confirmPassword: 'PassWord123' }, 'password'],
    ['not confirmed', { confirmPassword: 'Something-else-42' }, 'confirmPassword'],
    ['invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['missing first name', { firstName: '  ' }, 'firstName'],
  ])('rejects a %s value with a 400 naming the field', async (_label, overrides, field) => {
    const res = await postJson(t, ACCOUNT_PATHS.register, body(`x-${randomUUID()}@example.com`, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().validationErrors[0]).toMatchObject({ field, message: expect.any(String) });
  });

  it('accepts a 128-character password (the server limit; the UI keeps 30)', async () => {
    const long = `${'k7#'.repeat(42)}xy`;
    const res = await postJson(
      t,
      ACCOUNT_PATHS.register,
      body(`long-${randomUUID()}@example.com`, { password: long, confirmPassword: long }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('gives one account for 20 parallel registrations of case variants of one address', async () => {
    const local = `race-${randomUUID().slice(0, 8)}`;
    const variants = Array.from({ length: 20 }, (_, i) =>
      `${local}@example.com`
        .split('')
        .map((c, j) => ((i >> (j % 5)) & 1 ? c.toUpperCase() : c))
        .join(''),
    );
    const answers = await Promise.all(variants.map((email) => postJson(t, ACCOUNT_PATHS.register, body(email))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await rowsFor(`${local}@example.com`)).toHaveLength(1);
  });

  it('limits registrations per client address with Retry-After', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < IP_LIMITS.register[0]; i++) {
      statuses.push(
        (await postJson(t, ACCOUNT_PATHS.register, body(`many-${i}-${randomUUID()}@example.com`), ip)).statusCode,
      );
    }
    expect(statuses).toEqual(Array(IP_LIMITS.register[0]).fill(200));
    const blocked = await postJson(t, ACCOUNT_PATHS.register, body(`one-more-${randomUUID()}@example.com`), ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
