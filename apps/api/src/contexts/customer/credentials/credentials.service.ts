import {
  CREDENTIAL_SERVICE_IDS,
  MAX_LIVE_SECRETS,
  type CredentialServiceId,
} from '@app/contracts/customer/credentials';
import { AppError, notFound } from '../../../platform/errors.ts';
import { hmacHex } from '../../../platform/auth/hashing.ts';
import type { CredentialsRepository, OAuthClient, StoredSecret } from './credentials.repository.ts';
import { generateClientId, generateSecretValue, isUuid, lastCharsOf } from './secret-format.ts';

export interface SecretRevoker {
  revoke(secretId: string): Promise<void>;
}

export interface ClientInfo {
  clientId: string;
  secrets: StoredSecret[];
}

export const SERVICE_NOT_FOUND = 'Service not found';
export const SECRET_NOT_FOUND = 'Client secret not found';
export const TOO_MANY_SECRETS = `A client can have at most ${MAX_LIVE_SECRETS} secrets. Delete an unused secret before generating a new one.`;

function toServiceId(value: string): CredentialServiceId {
  const match = CREDENTIAL_SERVICE_IDS.find((id) => id === value);
  if (!match) throw notFound(SERVICE_NOT_FOUND);
  return match;
}

/** Console side of client credentials: one client per customer and service, secrets shown whole only once. */
export class CredentialsService {
  private readonly repo: CredentialsRepository;
  private readonly pepper: Buffer;
  private readonly revoker: SecretRevoker;

  constructor(repo: CredentialsRepository, pepper: Buffer, revoker: SecretRevoker) {
    this.repo = repo;
    this.pepper = pepper;
    this.revoker = revoker;
  }

  private client(customerId: string, serviceId: string): Promise<OAuthClient> {
    return this.repo.ensureClient(customerId, toServiceId(serviceId), generateClientId());
  }

  async getClientInfo(customerId: string, serviceId: string): Promise<ClientInfo> {
    const client = await this.client(customerId, serviceId);
    return { clientId: client.clientId, secrets: await this.repo.listSecrets(client.ref) };
  }

  /** Returns the whole secret; only its HMAC and last 4 characters are kept. */
  async generateSecret(customerId: string, serviceId: string): Promise<string> {
    const client = await this.client(customerId, serviceId);
    const secret = generateSecretValue();
    const id = await this.repo.addSecretIfBelow(
      client,
      { hash: hmacHex(this.pepper, secret), last4: lastCharsOf(secret) },
      MAX_LIVE_SECRETS,
    );
    if (!id) throw new AppError(409, TOO_MANY_SECRETS, [{ field: 'secret', message: TOO_MANY_SECRETS }]);
    return secret;
  }

  /** Another customer's secret is indistinguishable from a missing one (ARCHITECTURE §4). */
  async deleteSecret(customerId: string, secretId: string): Promise<void> {
    if (!isUuid(secretId) || !(await this.repo.hasSecret(customerId, secretId))) throw notFound(SECRET_NOT_FOUND);
    // Revoke before deleting: if the revocation fails the secret stays listed and the delete can be retried, rather
    // than vanishing while its tokens live on (docs/decisions/020-machine-token-revocation.md).
    await this.revoker.revoke(secretId);
    if (!(await this.repo.deleteSecret(customerId, secretId))) throw notFound(SECRET_NOT_FOUND);
  }
}
