import { randomUUID } from 'node:crypto';
import type { CredentialServiceId } from '@app/contracts/customer/credentials';
import type {
  CredentialsRepository,
  NewSecret,
  OAuthClient,
  SecretHash,
  StoredSecret,
} from './credentials.repository.ts';

interface Secret extends StoredSecret {
  clientRef: string;
  customerId: string;
  hash: string;
}

/** In-memory CredentialsRepository for service tests, held to the SQL one by credentials.repository.contract.ts. */
export class MemoryCredentialsRepository implements CredentialsRepository {
  private readonly clients: OAuthClient[] = [];
  // Newest first, as the SQL orders them.
  private secrets: Secret[] = [];
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  async ensureClient(customerId: string, serviceId: CredentialServiceId, newClientId: string): Promise<OAuthClient> {
    let client = this.clients.find((c) => c.customerId === customerId && c.serviceId === serviceId);
    if (!client) {
      client = { ref: randomUUID(), customerId, serviceId, clientId: newClientId };
      this.clients.push(client);
    }
    return { ...client };
  }

  async findClientByClientId(clientId: string): Promise<OAuthClient | null> {
    const client = this.clients.find((c) => c.clientId === clientId);
    return client ? { ...client } : null;
  }

  async listSecrets(clientRef: string): Promise<StoredSecret[]> {
    return this.secrets
      .filter((s) => s.clientRef === clientRef)
      .map(({ secretId, last4, createdAt, lastUsedAt }) => ({ secretId, last4, createdAt, lastUsedAt }));
  }

  async addSecretIfBelow(client: OAuthClient, secret: NewSecret, max: number): Promise<string | null> {
    if (this.secrets.filter((s) => s.clientRef === client.ref).length >= max) return null;
    const secretId = randomUUID();
    const stored = { secretId, ...secret, createdAt: new Date(this.now()), lastUsedAt: null };
    this.secrets.unshift({ ...stored, clientRef: client.ref, customerId: client.customerId });
    return secretId;
  }

  async secretHashes(clientRef: string): Promise<SecretHash[]> {
    return this.secrets.filter((s) => s.clientRef === clientRef).map((s) => ({ secretId: s.secretId, hash: s.hash }));
  }

  async hasSecret(customerId: string, secretId: string): Promise<boolean> {
    return this.secrets.some((s) => s.secretId === secretId && s.customerId === customerId);
  }

  async deleteSecret(customerId: string, secretId: string): Promise<boolean> {
    const before = this.secrets.length;
    this.secrets = this.secrets.filter((s) => !(s.secretId === secretId && s.customerId === customerId));
    return this.secrets.length < before;
  }

  async touchSecret(secretId: string, minIntervalSeconds: number): Promise<void> {
    const secret = this.secrets.find((s) => s.secretId === secretId);
    const now = this.now();
    if (secret && (!secret.lastUsedAt || secret.lastUsedAt.getTime() < now - minIntervalSeconds * 1000)) {
      secret.lastUsedAt = new Date(now);
    }
  }
}
