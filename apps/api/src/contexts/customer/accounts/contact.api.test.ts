import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_LIMITS } from './account-limits.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ACCOUNT_PATHS, postJson, randomIp, waitForMail } from '../../../test/accounts-helper.ts';
import { createContactMessagesRepository } from './contact-messages.repository.ts';

const INBOX = 'sales@provider.example';
const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  subject: 'AI Consulting',
  message: 'Please call me <b>soon</b>.',
  ...overrides,
});

describe('contact form', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_INBOX: INBOX });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });
  const stored = () => createContactMessagesRepository(t.db).count();

  it('stores the message and notifies the provider inbox', async () => {
    const before = await stored();
    const res = await postJson(t, ACCOUNT_PATHS.contact, message());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Submitted Successfully' });
    expect(await stored()).toBe(before + 1);
    const mail = await waitForMail(t, (m) => m.to === INBOX);
    expect(mail.text).toContain('grace@example.com');
    expect(mail.html).not.toContain('<b>soon</b>');
  });

  it('drops a message whose honeypot is filled while answering like a success', async () => {
    const before = await stored();
    const res = await postJson(t, ACCOUNT_PATHS.contact, message({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a 151-character message', { message: 'x'.repeat(151) }, 'message'],
    ['a missing subject', { subject: '' }, 'subject'],
    ['an invalid e-mail', { email: 'grace' }, 'email'],
  ])('rejects %s', async (_label, overrides, field) => {
    const res = await postJson(t, ACCOUNT_PATHS.contact, message(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().validationErrors[0].field).toBe(field);
  });

  it('accepts exactly 150 characters', async () => {
    expect((await postJson(t, ACCOUNT_PATHS.contact, message({ message: 'y'.repeat(150) }))).statusCode).toBe(200);
  });

  it('limits submissions per client address', async () => {
    const ip = randomIp();
    const statuses = [];
    const [limit] = IP_LIMITS.contact;
    for (let i = 0; i <= limit; i++)
      statuses.push((await postJson(t, ACCOUNT_PATHS.contact, message(), ip)).statusCode);
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
  });
});
