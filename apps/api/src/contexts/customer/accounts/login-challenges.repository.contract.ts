import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { LoginChallengesRepository } from './login-challenges.repository.ts';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const TTL = 10 * 60_000;
const limits = { ttlMs: TTL, minIntervalMs: 30_000, maxResends: 2 };

/**
 * What every LoginChallengesRepository does, run against the SQL one (login-challenges.repository.api.test.ts) and the
 * in-memory fake (login-challenges.memory-repository.test.ts). `customer()` gives an id the store accepts (the SQL
 * table references customer.customers). Code hashes here are opaque strings, as the service's HMACs are to the store.
 */
export function loginChallengesRepositoryContract(
  repository: () => LoginChallengesRepository,
  customer: () => Promise<string>,
) {
  /** A new challenge for a new customer, created at T0 with `hash-1`. */
  async function opened() {
    const repo = repository();
    const customerId = await customer();
    const id = await repo.create(customerId, 'hash-1', T0, TTL);
    return { repo, customerId, id };
  }

  it('creates an open challenge, found by id until deleted', async () => {
    const { repo, customerId, id } = await opened();
    const second = await repo.create(customerId, 'hash-1', T0, TTL);
    expect(second).not.toBe(id);
    expect(await repo.find(id)).toEqual({
      id,
      customerId,
      codeExpiresAt: T0 + TTL,
      failedAttempts: 0,
      resendCount: 0,
      lastSentAt: T0,
      isEnded: false,
    });
    await repo.delete(id);
    expect(await repo.find(id)).toBeUndefined();
    expect(await repo.find(second)).toMatchObject({ id: second, isEnded: false });
    expect(await repo.find(randomUUID())).toBeUndefined();
  });

  it('accepts the current code once, before it expires, and the challenge ends', async () => {
    const { repo, customerId, id } = await opened();
    expect(await repo.consume(id, 'hash-2', T0, 5)).toBeUndefined();
    expect(await repo.consume(id, 'hash-1', T0 + TTL, 5)).toBeUndefined();
    expect(await repo.find(id)).toMatchObject({ isEnded: false, failedAttempts: 0 });
    expect(await repo.consume(id, 'hash-1', T0 + TTL - 1, 5)).toBe(customerId);
    expect(await repo.find(id)).toMatchObject({ isEnded: true });
    expect(await repo.consume(id, 'hash-1', T0, 5)).toBeUndefined();
    expect(await repo.consume(randomUUID(), 'hash-1', T0, 5)).toBeUndefined();
  });

  it('counts wrong codes and ends the challenge at the limit', async () => {
    const { repo, id } = await opened();
    expect(await repo.recordFailure(id, T0, 3)).toBe(1);
    expect(await repo.recordFailure(id, T0, 3)).toBe(2);
    expect(await repo.consume(id, 'hash-1', T0, 2)).toBeUndefined();
    expect(await repo.find(id)).toMatchObject({ failedAttempts: 2, isEnded: false });
    expect(await repo.recordFailure(id, T0, 3)).toBe(3);
    expect(await repo.find(id)).toMatchObject({ failedAttempts: 3, isEnded: true });
    expect(await repo.recordFailure(id, T0, 3)).toBeUndefined();
    expect(await repo.consume(id, 'hash-1', T0, 5)).toBeUndefined();
    expect(await repo.recordFailure(randomUUID(), T0, 3)).toBeUndefined();
  });

  it('replaces the code once the interval has passed, answering the replaced one, up to the resend limit', async () => {
    const { repo, id } = await opened();
    const T1 = T0 + limits.minIntervalMs;
    expect(await repo.replaceCode(id, 'hash-2', T1 - 1, limits)).toBeUndefined();
    expect(await repo.replaceCode(id, 'hash-2', T1, limits)).toEqual({
      previousHash: 'hash-1',
      previousExpiresAt: T0 + TTL,
      previousSentAt: T0,
    });
    expect(await repo.find(id)).toMatchObject({ codeExpiresAt: T1 + TTL, lastSentAt: T1, resendCount: 1 });
    const T2 = T1 + limits.minIntervalMs;
    expect(await repo.replaceCode(id, 'hash-3', T2, limits)).toMatchObject({ previousHash: 'hash-2' });
    expect(await repo.replaceCode(id, 'hash-4', T2 + limits.minIntervalMs, limits)).toBeUndefined();
    expect(await repo.find(id)).toMatchObject({ resendCount: 2, lastSentAt: T2 });
    expect(await repo.consume(id, 'hash-2', T2, 5)).toBeUndefined();
    expect(await repo.consume(id, 'hash-3', T2, 5)).toEqual(expect.any(String));
    expect(await repo.replaceCode(id, 'hash-5', T2 + TTL, { ...limits, maxResends: 9 })).toBeUndefined();
  });

  it('restores the replaced code only while the new one is current', async () => {
    const { repo, customerId, id } = await opened();
    const T1 = T0 + limits.minIntervalMs;
    const replaced = (await repo.replaceCode(id, 'hash-2', T1, limits))!;
    await repo.restoreCode(id, 'hash-9', replaced);
    expect(await repo.find(id)).toMatchObject({ resendCount: 1, lastSentAt: T1 });
    await repo.restoreCode(id, 'hash-2', replaced);
    expect(await repo.find(id)).toMatchObject({ codeExpiresAt: T0 + TTL, lastSentAt: T0, resendCount: 0 });
    expect(await repo.consume(id, 'hash-2', T1, 5)).toBeUndefined();
    expect(await repo.consume(id, 'hash-1', T1, 5)).toBe(customerId);
  });

  it("ends every open challenge of one customer, not another's", async () => {
    const { repo, customerId, id } = await opened();
    const same = await repo.create(customerId, 'hash-2', T0, TTL);
    const other = await repo.create(await customer(), 'hash-1', T0, TTL);
    await repo.endAllForCustomer(customerId, T0);
    expect((await repo.find(id))?.isEnded).toBe(true);
    expect((await repo.find(same))?.isEnded).toBe(true);
    expect((await repo.find(other))?.isEnded).toBe(false);
    expect(await repo.consume(id, 'hash-1', T0, 5)).toBeUndefined();
    expect(await repo.replaceCode(same, 'hash-3', T0 + TTL, limits)).toBeUndefined();
  });
}
