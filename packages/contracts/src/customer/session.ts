import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';

/** Server auth response fields (SPEC §3 "Client-side session"). */
export const authTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().positive(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1) });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const logoutBodySchema = z.object({ refreshToken: z.string().min(1).optional() });
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const refreshRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/auth-token/refresh',
  body: refreshBodySchema,
  response: authTokensSchema,
  summary: 'Rotate the refresh token and issue a new access token',
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/auth-token/logout',
  body: logoutBodySchema,
  response: messageResponseSchema,
  summary: 'Revoke the refresh token',
});
