import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits.ts';

export { PASSWORD_INPUT_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits.ts';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

/** SPEC §3 "Registration payload"; customerTypeDto is accepted but the server always stores FREE (SPEC §6). */
export const registerBodySchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, 'Passwords do not match.'),
  customerTypeDto: z.string().max(32).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/customer/register',
  body: registerBodySchema,
  response: messageResponseSchema,
  summary: 'Create a FREE customer account',
});
