import type { Db } from '../db/db.ts';
import type { MachineTokenRevocations } from './guards.ts';

const CHANNEL = 'revoked_secrets';
const RETENTION_SQL = `now() - interval '5 hours'`;

/**
 * In-memory set of deleted client secrets, loaded at start and kept current across replicas by LISTEN/NOTIFY,
 * so machine routes check revocation without a database read (docs/decisions/005-machine-token-revocation.md).
 */
export class RevocationCache implements MachineTokenRevocations {
  private readonly revoked = new Set<string>();
  private readonly db: Db;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(db: Db) {
    this.db = db;
  }

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(
      CHANNEL,
      (secretId) => this.revoked.add(secretId),
      // Revocations announced while the subscription was down are only in the table: read it again.
      () => void this.load().catch(() => {}),
    );
    await this.db.query(`DELETE FROM platform.revoked_secrets WHERE revoked_at < ${RETENTION_SQL}`);
    await this.load();
  }

  private async load(): Promise<void> {
    const rows = await this.db.query<{ secret_id: string }>('SELECT secret_id FROM platform.revoked_secrets');
    for (const row of rows) this.revoked.add(row.secret_id);
  }

  isRevoked(secretId: string): boolean {
    return this.revoked.has(secretId);
  }

  /** Durable first, then broadcast; the local set is updated before returning. */
  async revoke(secretId: string): Promise<void> {
    await this.db.query('INSERT INTO platform.revoked_secrets (secret_id) VALUES ($1) ON CONFLICT DO NOTHING', [
      secretId,
    ]);
    this.revoked.add(secretId);
    await this.db.notify(CHANNEL, secretId);
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }
}
