import type { Queryable } from '../../../platform/db/db.ts';
import { isoAt } from './time.ts';

export interface RotatedToken {
  familyId: string;
  customerId: string;
}

/**
 * Refresh-token families (one per login) and their rotated tokens, stored as hashes: the SQL implementation below and
 * MemoryRefreshTokensRepository for service tests. `tx` runs a call inside the caller's transaction.
 */
export interface RefreshTokensRepository {
  createFamily(customerId: string, expiresAt: number, tx?: Queryable): Promise<string>;
  addToken(familyId: string, tokenHash: string, tx?: Queryable): Promise<void>;
  /** Marks the token used if it is unused and its family live; of two parallel calls exactly one gets an answer. */
  markUsed(tokenHash: string, now: number, tx?: Queryable): Promise<RotatedToken | undefined>;
  findFamilyOf(tokenHash: string, tx?: Queryable): Promise<string | undefined>;
  revokeFamily(familyId: string, now: number, tx?: Queryable): Promise<void>;
  revokeAllForCustomer(customerId: string, now: number, tx?: Queryable): Promise<void>;
  /** Families that can still mint tokens (tests and the concurrency guarantee). */
  countLiveFamilies(customerId: string, now: number): Promise<number>;
}

export function createRefreshTokensRepository(db: Queryable): RefreshTokensRepository {
  return {
    async createFamily(customerId, expiresAt, tx = db) {
      const rows = await tx.query<{ id: string }>(
        'INSERT INTO customer.refresh_families (customer_id, expires_at) VALUES ($1, $2::timestamptz) RETURNING id',
        [customerId, isoAt(expiresAt)],
      );
      return rows[0]!.id;
    },
    async addToken(familyId, tokenHash, tx = db) {
      await tx.query('INSERT INTO customer.refresh_tokens (token_hash, family_id) VALUES ($1, $2)', [
        tokenHash,
        familyId,
      ]);
    },
    // One conditional UPDATE, so of two parallel refreshes with the same token exactly one gets a row back.
    async markUsed(tokenHash, now, tx = db) {
      const rows = await tx.query<{ family_id: string; customer_id: string }>(
        `UPDATE customer.refresh_tokens t SET used_at = $2::timestamptz
         FROM customer.refresh_families f
         WHERE t.token_hash = $1 AND t.used_at IS NULL AND f.id = t.family_id
           AND f.revoked_at IS NULL AND f.expires_at > $2::timestamptz
         RETURNING t.family_id, f.customer_id`,
        [tokenHash, isoAt(now)],
      );
      const r = rows[0];
      return r && { familyId: r.family_id, customerId: r.customer_id };
    },
    async findFamilyOf(tokenHash, tx = db) {
      const rows = await tx.query<{ family_id: string }>(
        'SELECT family_id FROM customer.refresh_tokens WHERE token_hash = $1',
        [tokenHash],
      );
      return rows[0]?.family_id;
    },
    async revokeFamily(familyId, now, tx = db) {
      await tx.query(
        'UPDATE customer.refresh_families SET revoked_at = $2::timestamptz WHERE id = $1 AND revoked_at IS NULL',
        [familyId, isoAt(now)],
      );
    },
    async revokeAllForCustomer(customerId, now, tx = db) {
      await tx.query(
        'UPDATE customer.refresh_families SET revoked_at = $2::timestamptz WHERE customer_id = $1 AND revoked_at IS NULL',
        [customerId, isoAt(now)],
      );
    },
    async countLiveFamilies(customerId, now) {
      const rows = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM customer.refresh_families
         WHERE customer_id = $1 AND revoked_at IS NULL AND expires_at > $2::timestamptz`,
        [customerId, isoAt(now)],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
