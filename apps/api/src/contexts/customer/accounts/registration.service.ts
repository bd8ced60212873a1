import type { FastifyBaseLogger } from 'fastify';
import type { RegisterBody } from '@app/contracts/customer/registration';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { EmailTakenError, type CustomersRepository } from './customers.repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { normaliseEmail } from './email-address.ts';
import { alreadyRegisteredMail, sendInBackground, welcomeMail } from './account-mails.ts';

/** The same words whether or not the address was new (ADR 011). */
export const REGISTRATION_MESSAGE = 'Registration successful. Please log in to continue.';

export interface RegistrationDeps {
  customers: CustomersRepository;
  hasher: PasswordHasher;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function createRegistrationService(deps: RegistrationDeps) {
  return {
    async register(body: RegisterBody): Promise<string> {
      const email = normaliseEmail(body.email);
      assertAcceptablePassword(body.password, body.confirmPassword, email);
      // Hash before the insert in both cases so a taken address costs the same time as a new one.
      const passwordHash = await deps.hasher.hash(body.password);
      try {
        // customerTypeDto is ignored on purpose: registration always creates FREE (SPEC §6).
        await deps.customers.insert({ email, firstName: body.firstName, lastName: body.lastName, passwordHash });
        sendInBackground(deps.mailer, deps.log, welcomeMail(email, body.firstName));
      } catch (err) {
        if (!(err instanceof EmailTakenError)) throw err;
        sendInBackground(deps.mailer, deps.log, alreadyRegisteredMail(email));
      }
      return REGISTRATION_MESSAGE;
    },
  };
}
