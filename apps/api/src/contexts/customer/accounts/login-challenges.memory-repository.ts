import { randomUUID } from 'node:crypto';
import type {
  CodeLimits,
  LoginChallenge,
  LoginChallengesRepository,
  ReplacedCode,
} from './login-challenges.repository.ts';

interface StoredChallenge {
  customerId: string;
  codeHash: string;
  codeExpiresAt: number;
  failedAttempts: number;
  resendCount: number;
  lastSentAt: number;
  endedAt?: number;
}

/**
 * In-memory LoginChallengesRepository for service tests, held to the SQL one by login-challenges.repository.contract.ts.
 * Like the table it keeps only the code's hash, and every change checks its condition and applies in one step.
 */
export class MemoryLoginChallengesRepository implements LoginChallengesRepository {
  private readonly byId = new Map<string, StoredChallenge>();

  async create(customerId: string, codeHash: string, now: number, ttlMs: number): Promise<string> {
    const id = randomUUID();
    const challenge = { customerId, codeHash, codeExpiresAt: now + ttlMs, failedAttempts: 0, resendCount: 0 };
    this.byId.set(id, { ...challenge, lastSentAt: now });
    return id;
  }

  async delete(id: string): Promise<void> {
    this.byId.delete(id);
  }

  async find(id: string): Promise<LoginChallenge | undefined> {
    const c = this.byId.get(id);
    if (!c) return undefined;
    const { customerId, codeExpiresAt, failedAttempts, resendCount, lastSentAt } = c;
    return { id, customerId, codeExpiresAt, failedAttempts, resendCount, lastSentAt, isEnded: c.endedAt !== undefined };
  }

  async consume(id: string, codeHash: string, now: number, maxFailures: number): Promise<string | undefined> {
    const c = this.open(id);
    if (!c || c.codeHash !== codeHash || c.codeExpiresAt <= now || c.failedAttempts >= maxFailures) return undefined;
    c.endedAt = now;
    return c.customerId;
  }

  async recordFailure(id: string, now: number, maxFailures: number): Promise<number | undefined> {
    const c = this.open(id);
    if (!c) return undefined;
    c.failedAttempts += 1;
    if (c.failedAttempts >= maxFailures) c.endedAt = now;
    return c.failedAttempts;
  }

  async replaceCode(id: string, codeHash: string, now: number, limits: CodeLimits): Promise<ReplacedCode | undefined> {
    const c = this.open(id);
    if (!c || c.resendCount >= limits.maxResends || c.lastSentAt > now - limits.minIntervalMs) return undefined;
    const replaced = { previousHash: c.codeHash, previousExpiresAt: c.codeExpiresAt, previousSentAt: c.lastSentAt };
    Object.assign(c, { codeHash, codeExpiresAt: now + limits.ttlMs, lastSentAt: now, resendCount: c.resendCount + 1 });
    return replaced;
  }

  async restoreCode(id: string, newHash: string, previous: ReplacedCode): Promise<void> {
    const c = this.byId.get(id);
    if (!c || c.codeHash !== newHash) return;
    c.codeHash = previous.previousHash;
    c.codeExpiresAt = previous.previousExpiresAt;
    c.lastSentAt = previous.previousSentAt;
    c.resendCount -= 1;
  }

  async endAllForCustomer(customerId: string, now: number): Promise<void> {
    for (const c of this.byId.values()) if (c.customerId === customerId) c.endedAt ??= now;
  }

  /** The challenge if it exists and has not ended (the `ended_at IS NULL` of every UPDATE). */
  private open(id: string): StoredChallenge | undefined {
    const c = this.byId.get(id);
    return c && c.endedAt === undefined ? c : undefined;
  }
}
