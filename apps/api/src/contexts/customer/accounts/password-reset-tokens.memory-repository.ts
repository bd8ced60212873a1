import type { PasswordResetTokensRepository } from './password-reset-tokens.repository.ts';

/**
 * In-memory PasswordResetTokensRepository for service tests, held to the SQL one by
 * password-reset-tokens.repository.contract.ts. Keyed by the hash it is given, like the table; never sees a token.
 */
export class MemoryPasswordResetTokensRepository implements PasswordResetTokensRepository {
  private readonly byHash = new Map<string, { customerId: string; expiresAt: number; used: boolean }>();

  async create(customerId: string, tokenHash: string, expiresAt: number): Promise<void> {
    if (this.byHash.has(tokenHash)) throw new Error('a password reset token with this hash is stored already');
    this.byHash.set(tokenHash, { customerId, expiresAt, used: false });
  }

  async consume(tokenHash: string, now: number): Promise<string | undefined> {
    const token = this.byHash.get(tokenHash);
    if (!token || token.used || token.expiresAt <= now) return undefined;
    token.used = true;
    return token.customerId;
  }

  async invalidateAllForCustomer(customerId: string): Promise<void> {
    for (const token of this.byHash.values()) if (token.customerId === customerId) token.used = true;
  }
}
