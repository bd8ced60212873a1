import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';

/** Service ids of the two credential modes (ARCHITECTURE §4): ab-cred -> abs-testing, ft-cred -> feature-toggle. */
export const CREDENTIAL_SERVICE_IDS = ['abs-testing', 'feature-toggle'] as const;
export const credentialServiceIdSchema = z.enum(CREDENTIAL_SERVICE_IDS);
export type CredentialServiceId = z.infer<typeof credentialServiceIdSchema>;

export const MAX_LIVE_SECRETS = 20;
/** How many characters of a secret the list reveals (the rest is masked). */
export const SECRET_VISIBLE_CHARS = 4;
export const SECRET_MASK = '••••••••';

// The path segment stays a plain string: an unknown service id or secret id is a 404, not a 400.
export const serviceIdParamsSchema = z.object({ serviceId: z.string().max(64) });
export type ServiceIdParams = z.infer<typeof serviceIdParamsSchema>;

export const secretIdParamsSchema = z.object({ secretId: z.string().max(64) });
export type SecretIdParams = z.infer<typeof secretIdParamsSchema>;

/** One secret as listed: never the whole secret, only its last 4 characters (SPEC §3, issue #5). */
export const clientSecretDtoSchema = z.object({
  secretId: z.string(),
  secret: z.string(),
  createdDate: z.string(),
  lastUsedDate: z.string().nullable(),
});
export type ClientSecretDto = z.infer<typeof clientSecretDtoSchema>;

export const clientInfoResponseSchema = z.object({
  clientId: z.string(),
  /** Newest first. */
  clientSecretDtoList: z.array(clientSecretDtoSchema),
});
export type ClientInfoResponse = z.infer<typeof clientInfoResponseSchema>;

export const generateSecretResponseSchema = z.object({ secret: z.string() });
export type GenerateSecretResponse = z.infer<typeof generateSecretResponseSchema>;

export const getClientInfoRoute = defineRoute({
  method: 'GET',
  path: '/customer/api/v1/client-credential/:serviceId',
  params: serviceIdParamsSchema,
  response: clientInfoResponseSchema,
  summary: 'Client id and masked secrets of one service (the client id is created on first use)',
});

export const generateSecretRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/client-credential/:serviceId/generate-secret',
  params: serviceIdParamsSchema,
  response: generateSecretResponseSchema,
  summary: 'Generate a client secret; the whole secret is returned once',
});

// SPEC §7: the secret's id sits where the service id sits in the other two paths.
export const deleteSecretRoute = defineRoute({
  method: 'DELETE',
  path: '/customer/api/v1/client-credential/:secretId/delete',
  params: secretIdParamsSchema,
  response: messageResponseSchema,
  summary: 'Delete a client secret; tokens it minted stop working at once',
});

/** The console mode of a credentials screen and its service id. */
export const CREDENTIAL_MODES = { 'ab-cred': 'abs-testing', 'ft-cred': 'feature-toggle' } as const satisfies Record<
  string,
  CredentialServiceId
>;
export type CredentialMode = keyof typeof CREDENTIAL_MODES;
