import { randomUUID } from 'node:crypto';
import type { RefreshTokensRepository, RotatedToken } from './refresh-tokens.repository.ts';

interface Family {
  customerId: string;
  expiresAt: number;
  revokedAt?: number;
}

/** In-memory RefreshTokensRepository for service tests, held to the SQL one by refresh-tokens.repository.contract.ts. */
export class MemoryRefreshTokensRepository implements RefreshTokensRepository {
  private readonly families = new Map<string, Family>();
  private readonly tokens = new Map<string, { familyId: string; used: boolean }>();

  async createFamily(customerId: string, expiresAt: number): Promise<string> {
    const id = randomUUID();
    this.families.set(id, { customerId, expiresAt });
    return id;
  }

  async addToken(familyId: string, tokenHash: string): Promise<void> {
    this.tokens.set(tokenHash, { familyId, used: false });
  }

  async markUsed(tokenHash: string, now: number): Promise<RotatedToken | undefined> {
    const token = this.tokens.get(tokenHash);
    const family = token && this.families.get(token.familyId);
    if (!token || !family || token.used || !this.isLive(family, now)) return undefined;
    token.used = true;
    return { familyId: token.familyId, customerId: family.customerId };
  }

  async findFamilyOf(tokenHash: string): Promise<string | undefined> {
    return this.tokens.get(tokenHash)?.familyId;
  }

  async revokeFamily(familyId: string, now: number): Promise<void> {
    const family = this.families.get(familyId);
    if (family) family.revokedAt ??= now;
  }

  async revokeAllForCustomer(customerId: string, now: number): Promise<void> {
    for (const family of this.families.values()) if (family.customerId === customerId) family.revokedAt ??= now;
  }

  async countLiveFamilies(customerId: string, now: number): Promise<number> {
    return [...this.families.values()].filter((f) => f.customerId === customerId && this.isLive(f, now)).length;
  }

  private isLive(family: Family, now: number): boolean {
    return family.revokedAt === undefined && family.expiresAt > now;
  }
}
