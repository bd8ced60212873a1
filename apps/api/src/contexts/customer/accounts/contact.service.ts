import type { FastifyBaseLogger } from 'fastify';
import type { ContactBody } from '@app/contracts/customer/contact';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { ContactMessagesRepository } from './contact-messages.repository.ts';
import { contactNotificationMail, sendInBackground } from './account-mails.ts';

export const CONTACT_MESSAGE = 'Submitted Successfully';

export interface ContactDeps {
  contacts: ContactMessagesRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  inbox: string;
}

export function createContactService(deps: ContactDeps) {
  return {
    /** Stored first (the record of truth), then the provider inbox is notified. */
    async submit(body: ContactBody): Promise<string> {
      // A filled honeypot is a bot: answer exactly like a success so it learns nothing, but keep nothing.
      if (body.website && body.website.trim() !== '') {
        deps.log.info('contact form honeypot filled; message dropped');
        return CONTACT_MESSAGE;
      }
      const message = {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        subject: body.subject,
        message: body.message,
      };
      await deps.contacts.insert(message);
      sendInBackground(deps.mailer, deps.log, contactNotificationMail(deps.inbox, message));
      return CONTACT_MESSAGE;
    },
  };
}
