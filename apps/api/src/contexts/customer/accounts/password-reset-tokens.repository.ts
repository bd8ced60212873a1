import type { Queryable } from '../../../platform/db/db.ts';
import { isoAt } from './time.ts';

/**
 * Reset links, stored as their tokens' hashes (unique): the SQL implementation below and
 * MemoryPasswordResetTokensRepository for service tests, both held to password-reset-tokens.repository.contract.ts.
 * `tx` runs a call inside the caller's transaction.
 */
export interface PasswordResetTokensRepository {
  /** Rejects a hash that is stored already. */
  create(customerId: string, tokenHash: string, expiresAt: number): Promise<void>;
  /** Single use: marks the token used and returns its customer only if it was unused and current. */
  consume(tokenHash: string, now: number, tx?: Queryable): Promise<string | undefined>;
  /** After a reset every other outstanding link of the account stops working too. */
  invalidateAllForCustomer(customerId: string, now: number, tx?: Queryable): Promise<void>;
}

export function createPasswordResetTokensRepository(db: Queryable): PasswordResetTokensRepository {
  return {
    async create(customerId, tokenHash, expiresAt) {
      await db.query(
        'INSERT INTO customer.password_reset_tokens (token_hash, customer_id, expires_at) VALUES ($1, $2, $3::timestamptz)',
        [tokenHash, customerId, isoAt(expiresAt)],
      );
    },
    async consume(tokenHash, now, tx = db) {
      const rows = await tx.query<{ customer_id: string }>(
        `UPDATE customer.password_reset_tokens SET used_at = $2::timestamptz
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz RETURNING customer_id`,
        [tokenHash, isoAt(now)],
      );
      return rows[0]?.customer_id;
    },
    async invalidateAllForCustomer(customerId, now, tx = db) {
      await tx.query(
        'UPDATE customer.password_reset_tokens SET used_at = $2::timestamptz WHERE customer_id = $1 AND used_at IS NULL',
        [customerId, isoAt(now)],
      );
    },
  };
}
