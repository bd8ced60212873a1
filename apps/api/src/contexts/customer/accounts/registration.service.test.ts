import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryMailer } from '../../../platform/mail/memory-mailer.ts';
import { alreadyRegisteredMail, welcomeMail } from './account-mails.ts';
import { MemoryCustomersRepository } from './customers.memory-repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { REGISTRATION_MESSAGE, createRegistrationService } from './registration.service.ts';

const hasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (passwordHash, password) => passwordHash === `hashed:${password}`,
};

function setup() {
  const customers = new MemoryCustomersRepository();
  const mailer = createMemoryMailer();
  const service = createRegistrationService({ customers, hasher, mailer, log: pino({ level: 'silent' }) });
  return { service, customers, mailer };
}

const body = (email: string) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email,
  password: 'Correct-Horse-42',
  confirmPassword: 'Correct-Horse-42',
  customerTypeDto: 'FREE' as const,
});

describe('registration service on the in-memory repository', () => {
  it('stores a FREE customer with a hashed password and sends the welcome mail', async () => {
    const { service, customers, mailer } = setup();
    expect(await service.register(body('Jane@Example.com'))).toBe(REGISTRATION_MESSAGE);
    expect(await customers.findByEmail('jane@example.com')).toMatchObject({
      passwordHash: 'hashed:Correct-Horse-42',
      customerType: 'FREE',
    });
    await vi.waitFor(() => expect(mailer.sent.map((m) => m.subject)).toEqual([welcomeMail('x', 'Jane').subject]));
  });

  it('answers a taken address (any case) with the same words, and mails its owner instead', async () => {
    const { service, mailer } = setup();
    await service.register(body('jane@example.com'));
    expect(await service.register(body('JANE@example.com'))).toBe(REGISTRATION_MESSAGE);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(2));
    expect(mailer.sent[1]).toMatchObject({ to: 'jane@example.com', subject: alreadyRegisteredMail('x').subject });
  });
});
