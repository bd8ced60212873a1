import { z } from '../common/zod.ts';
import { validationErrorSchema } from '../common/errors.ts';
import { defineRoute } from '../common/route.ts';

/** OAuth 2.0 token endpoint for customers' apps (RFC 6749 §4.4), registered without a prefix. */
export const TOKEN_PATH = '/auth/token';
export const CLIENT_CREDENTIALS_GRANT = 'client_credentials';
export const MACHINE_TOKEN_EXPIRES_IN = 14_400;

/**
 * Every field optional and a plain string: a missing or repeated parameter must become an RFC 6749 §5.2
 * `invalid_request`, decided by the handler, not a generic validation failure.
 */
export const tokenRequestBodySchema = z
  .object({
    grant_type: z.string().optional(),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
    scope: z.string().optional(),
  })
  .optional();
export type TokenRequestBody = z.infer<typeof tokenRequestBodySchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'slow_down',
  'server_error',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/** RFC 6749 §5.2 fields plus the envelope every other endpoint answers with (ARCHITECTURE §4). */
export const oauthErrorSchema = z.object({
  error: z.enum(OAUTH_ERROR_CODES),
  error_description: z.string(),
  status: z.number().int(),
  message: z.string(),
  validationErrors: z.array(validationErrorSchema),
});
export type OAuthErrorBody = z.infer<typeof oauthErrorSchema>;

export const tokenRoute = defineRoute({
  method: 'POST',
  path: TOKEN_PATH,
  body: tokenRequestBodySchema,
  response: tokenResponseSchema,
  summary: 'OAuth 2.0 client-credentials grant: exchange a client id and secret for a machine access token',
});
