import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';
import { PASSWORD_MAX_LENGTH, passwordSchema } from './registration.ts';

/** SPEC §3 "Reset request". Any string is accepted so the answer never depends on the address. */
export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().min(1, 'Please enter an email address').max(320, 'Please enter a valid email address'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** SPEC §3 "Reset submission". */
export const resetPasswordBodySchema = z.object({
  resetPasswordToken: z.string().trim().min(1, 'The access code is required').max(256, 'The access code is invalid'),
  password: passwordSchema,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, 'Passwords do not match.'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/forgot-password',
  body: forgotPasswordBodySchema,
  response: messageResponseSchema,
  summary: 'E-mail a password reset link when the address is registered (same answer either way)',
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/forgot-password/reset',
  body: resetPasswordBodySchema,
  response: messageResponseSchema,
  summary: 'Set a new password with the e-mailed token; every session of the account ends',
});
