import type { Queryable } from '../../../platform/db/db.ts';
import { isoAt } from './time.ts';

export interface RotatedToken {
  familyId: string;
  customerId: string;
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;

export function createRefreshTokensRepository(db: Queryable) {
  return {
    async createFamily(customerId: string, expiresAt: number, tx: Queryable = db): Promise<string> {
      const rows = await tx.query<{ id: string }>(
        'INSERT INTO customer.refresh_families (customer_id, expires_at) VALUES ($1, $2::timestamptz) RETURNING id',
        [customerId, isoAt(expiresAt)],
      );
      return rows[0]!.id;
    },
    async addToken(familyId: string, tokenHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('INSERT INTO customer.refresh_tokens (token_hash, family_id) VALUES ($1, $2)', [tokenHash, familyId]);
    },
    /**
     * Marks the token used if it is unused and its family live; one conditional UPDATE, so of two parallel
     * refreshes with the same token exactly one gets a row back.
     */
    async markUsed(tokenHash: string, now: number, tx: Queryable = db): Promise<RotatedToken | undefined> {
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
    async findFamilyOf(tokenHash: string, tx: Queryable = db): Promise<string | undefined> {
      const rows = await tx.query<{ family_id: string }>('SELECT family_id FROM customer.refresh_tokens WHERE token_hash = $1', [tokenHash]);
      return rows[0]?.family_id;
    },
    async revokeFamily(familyId: string, now: number, tx: Queryable = db): Promise<void> {
      await tx.query(
        'UPDATE customer.refresh_families SET revoked_at = $2::timestamptz WHERE id = $1 AND revoked_at IS NULL',
        [familyId, isoAt(now)],
      );
    },
    async revokeAllForCustomer(customerId: string, now: number, tx: Queryable = db): Promise<void> {
      await tx.query(
        'UPDATE customer.refresh_families SET revoked_at = $2::timestamptz WHERE customer_id = $1 AND revoked_at IS NULL',
        [customerId, isoAt(now)],
      );
    },
    /** Families that can still mint tokens (tests and the concurrency guarantee). */
    async countLiveFamilies(customerId: string, now: number): Promise<number> {
      const rows = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM customer.refresh_families
         WHERE customer_id = $1 AND revoked_at IS NULL AND expires_at > $2::timestamptz`,
        [customerId, isoAt(now)],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
