import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';
import { emailSchema } from './registration.ts';

/** SPEC §5: the contact message is at most 150 characters. */
export const CONTACT_MESSAGE_MAX_LENGTH = 150;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/**
 * SPEC §3 "Contact payload". `website` is a honeypot: hidden from people, filled by naive bots; it must stay empty.
 */
export const contactBodySchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email: emailSchema,
  subject: required('Subject', 200),
  message: required('Message', CONTACT_MESSAGE_MAX_LENGTH),
  website: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/contact',
  body: contactBodySchema,
  response: messageResponseSchema,
  summary: 'Send a message to the provider',
});
