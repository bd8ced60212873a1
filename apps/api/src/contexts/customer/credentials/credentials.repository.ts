import type { CredentialServiceId } from '@app/contracts/customer/credentials';
import type { Db } from '../../../platform/db/db.ts';

export interface OAuthClient {
  ref: string;
  customerId: string;
  serviceId: CredentialServiceId;
  clientId: string;
}

export interface StoredSecret {
  secretId: string;
  last4: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface SecretHash {
  secretId: string;
  hash: string;
}

export interface NewSecret {
  hash: string;
  last4: string;
}

/** Storage of OAuth clients and their hashed secrets; a fake with the same contract lives beside it. */
export interface CredentialsRepository {
  /** The client of (customer, service), created with `newClientId` when it does not exist yet. */
  ensureClient(customerId: string, serviceId: CredentialServiceId, newClientId: string): Promise<OAuthClient>;
  findClientByClientId(clientId: string): Promise<OAuthClient | null>;
  listSecrets(clientRef: string): Promise<StoredSecret[]>;
  /** Inserts unless the client already has `max` secrets; serialised per client. Returns the id or null. */
  addSecretIfBelow(client: OAuthClient, secret: NewSecret, max: number): Promise<string | null>;
  secretHashes(clientRef: string): Promise<SecretHash[]>;
  hasSecret(customerId: string, secretId: string): Promise<boolean>;
  /** Deletes the customer's secret; false when it does not exist or belongs to someone else. */
  deleteSecret(customerId: string, secretId: string): Promise<boolean>;
  /** Records use at most once per `minIntervalSeconds`, so a busy client does not write on every token. */
  touchSecret(secretId: string, minIntervalSeconds: number): Promise<void>;
}

interface ClientRow {
  id: string;
  customer_id: string;
  service_id: CredentialServiceId;
  client_id: string;
}

const toClient = (row: ClientRow): OAuthClient => ({
  ref: row.id,
  customerId: row.customer_id,
  serviceId: row.service_id,
  clientId: row.client_id,
});

export function createCredentialsRepository(db: Db): CredentialsRepository {
  return {
    async ensureClient(customerId, serviceId, newClientId) {
      await db.query(
        `INSERT INTO customer.oauth_clients (customer_id, service_id, client_id) VALUES ($1, $2, $3)
         ON CONFLICT (customer_id, service_id) DO NOTHING`,
        [customerId, serviceId, newClientId],
      );
      const rows = await db.query<ClientRow>(
        'SELECT id, customer_id, service_id, client_id FROM customer.oauth_clients WHERE customer_id = $1 AND service_id = $2',
        [customerId, serviceId],
      );
      return toClient(rows[0]!);
    },

    async findClientByClientId(clientId) {
      const rows = await db.query<ClientRow>(
        'SELECT id, customer_id, service_id, client_id FROM customer.oauth_clients WHERE client_id = $1',
        [clientId],
      );
      return rows[0] ? toClient(rows[0]) : null;
    },

    async listSecrets(clientRef) {
      const rows = await db.query<{
        id: string;
        secret_last4: string;
        created_at: Date | string;
        last_used_at: Date | string | null;
      }>(
        `SELECT id, secret_last4, created_at, last_used_at FROM customer.client_secrets
         WHERE client_ref = $1 ORDER BY created_at DESC, id`,
        [clientRef],
      );
      return rows.map((row) => ({
        secretId: row.id,
        last4: row.secret_last4,
        createdAt: new Date(row.created_at),
        lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
      }));
    },

    async addSecretIfBelow(client, secret, max) {
      return db.transaction(async (tx) => {
        // The row lock serialises concurrent generates of one client, so the limit holds across replicas.
        await tx.query('SELECT id FROM customer.oauth_clients WHERE id = $1 FOR UPDATE', [client.ref]);
        const counted = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM customer.client_secrets WHERE client_ref = $1',
          [client.ref],
        );
        if ((counted[0]?.count ?? 0) >= max) return null;
        // Strictly after the client's newest secret, so "newest first" holds even when two generates fall within
        // one tick of the database clock (PGlite's is coarser than PostgreSQL's); the row lock makes this safe.
        const rows = await tx.query<{ id: string }>(
          `INSERT INTO customer.client_secrets (client_ref, customer_id, secret_hash, secret_last4, created_at)
           VALUES ($1, $2, $3, $4, greatest(clock_timestamp(),
             (SELECT max(created_at) + interval '1 millisecond' FROM customer.client_secrets WHERE client_ref = $1)))
           RETURNING id`,
          [client.ref, client.customerId, secret.hash, secret.last4],
        );
        return rows[0]!.id;
      });
    },

    async secretHashes(clientRef) {
      const rows = await db.query<{ id: string; secret_hash: string }>(
        'SELECT id, secret_hash FROM customer.client_secrets WHERE client_ref = $1',
        [clientRef],
      );
      return rows.map((row) => ({ secretId: row.id, hash: row.secret_hash }));
    },

    async hasSecret(customerId, secretId) {
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM customer.client_secrets WHERE id = $1 AND customer_id = $2',
        [secretId, customerId],
      );
      return rows.length > 0;
    },

    async deleteSecret(customerId, secretId) {
      const rows = await db.query<{ id: string }>(
        'DELETE FROM customer.client_secrets WHERE id = $1 AND customer_id = $2 RETURNING id',
        [secretId, customerId],
      );
      return rows.length > 0;
    },

    async touchSecret(secretId, minIntervalSeconds) {
      await db.query(
        `UPDATE customer.client_secrets SET last_used_at = now()
         WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
        [secretId, minIntervalSeconds],
      );
    },
  };
}
