import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryMailer } from '../../../platform/mail/memory-mailer.ts';
import { MemoryContactMessagesRepository } from './contact-messages.memory-repository.ts';
import { CONTACT_MESSAGE, createContactService } from './contact.service.ts';

function setup() {
  const contacts = new MemoryContactMessagesRepository();
  const mailer = createMemoryMailer();
  const service = createContactService({ contacts, mailer, log: pino({ level: 'silent' }), inbox: 'team@example.com' });
  return { service, contacts, mailer };
}

const body = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  subject: 'Pricing',
  message: 'Do you offer a yearly plan?',
};

describe('contact service on the in-memory repository', () => {
  it('stores the message, then notifies the inbox', async () => {
    const { service, contacts, mailer } = setup();
    expect(await service.submit(body)).toBe(CONTACT_MESSAGE);
    expect(await contacts.count()).toBe(1);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    expect(mailer.sent[0]).toMatchObject({ to: 'team@example.com' });
    expect(mailer.sent[0]!.text).toContain('Do you offer a yearly plan?');
  });

  it('answers a filled honeypot with the same words, keeping and sending nothing (a blank one is no bot)', async () => {
    const { service, contacts, mailer } = setup();
    expect(await service.submit({ ...body, website: 'https://spam.example' })).toBe(CONTACT_MESSAGE);
    expect(await service.submit({ ...body, website: '  ' })).toBe(CONTACT_MESSAGE);
    expect(await contacts.count()).toBe(1);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
  });

  it('keeps the message when the inbox cannot be notified', async () => {
    const { service, contacts, mailer } = setup();
    mailer.failWith = new Error('mail server down');
    expect(await service.submit(body)).toBe(CONTACT_MESSAGE);
    expect(await contacts.count()).toBe(1);
    expect(mailer.sent).toEqual([]);
  });
});
