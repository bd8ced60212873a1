import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';
import { authTokensSchema } from './session.ts';

/** SPEC §3 "Login payload": username is the e-mail address. */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'Email is required').max(320, 'Email is too long'),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `data` is the login challenge id the web keeps as the access code (SPEC §4 Login). */
export const loginResponseSchema = z.object({ data: z.uuid(), message: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const VERIFICATION_CODE_LENGTH = 6;

/** SPEC §3 "Two-factor challenge". */
export const verifyBodySchema = z.object({
  uuid: z.uuid('Invalid verification request'),
  token: z.string().trim().min(1, 'Enter the verification code').max(32, 'Invalid verification code'),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

export const resendParamsSchema = z.object({ uuid: z.uuid('Invalid verification request') });
export type ResendParams = z.infer<typeof resendParamsSchema>;

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/auth-token/username-password',
  body: loginBodySchema,
  response: loginResponseSchema,
  summary: 'Check e-mail and password, then e-mail a one-time verification code',
});

export const verifyRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/two-factor-verification',
  body: verifyBodySchema,
  response: authTokensSchema,
  summary: 'Exchange the e-mailed code for an access and a refresh token',
});

export const resendCodeRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/two-factor-verification/resend-code/:uuid',
  params: resendParamsSchema,
  response: messageResponseSchema,
  summary: 'E-mail a new verification code; the previous one stops working',
});
