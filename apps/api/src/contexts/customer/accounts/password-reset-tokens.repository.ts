import type { Queryable } from '../../../platform/db/db.ts';
import { isoAt } from './time.ts';

export type PasswordResetTokensRepository = ReturnType<typeof createPasswordResetTokensRepository>;

export function createPasswordResetTokensRepository(db: Queryable) {
  return {
    async create(customerId: string, tokenHash: string, expiresAt: number): Promise<void> {
      await db.query(
        'INSERT INTO customer.password_reset_tokens (token_hash, customer_id, expires_at) VALUES ($1, $2, $3::timestamptz)',
        [tokenHash, customerId, isoAt(expiresAt)],
      );
    },
    /** Single use: marks the token used and returns its customer only if it was unused and current. */
    async consume(tokenHash: string, now: number, tx: Queryable = db): Promise<string | undefined> {
      const rows = await tx.query<{ customer_id: string }>(
        `UPDATE customer.password_reset_tokens SET used_at = $2::timestamptz
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz RETURNING customer_id`,
        [tokenHash, isoAt(now)],
      );
      return rows[0]?.customer_id;
    },
    /** After a reset every other outstanding link of the account stops working too. */
    async invalidateAllForCustomer(customerId: string, now: number, tx: Queryable = db): Promise<void> {
      await tx.query(
        'UPDATE customer.password_reset_tokens SET used_at = $2::timestamptz WHERE customer_id = $1 AND used_at IS NULL',
        [customerId, isoAt(now)],
      );
    },
  };
}
