import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { PasswordResetTokensRepository } from './password-reset-tokens.repository.ts';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const HOUR = 3_600_000;

/**
 * What every PasswordResetTokensRepository does, run against the SQL one (password-reset-tokens.repository.api.test.ts)
 * and the in-memory fake (password-reset-tokens.memory-repository.test.ts). `customer()` gives an id the store accepts
 * (the SQL table references customer.customers).
 */
export function passwordResetTokensRepositoryContract(
  repository: () => PasswordResetTokensRepository,
  customer: () => Promise<string>,
) {
  const hash = () => `reset-${randomUUID()}`;

  it('answers the customer of a current token once', async () => {
    const repo = repository();
    const customerId = await customer();
    const [token, other] = [hash(), hash()];
    await repo.create(customerId, token, T0 + HOUR);
    await repo.create(customerId, other, T0 + HOUR);
    expect(await repo.consume(token, T0 + HOUR - 1)).toBe(customerId);
    expect(await repo.consume(token, T0)).toBeUndefined();
    expect(await repo.consume(other, T0)).toBe(customerId);
    expect(await repo.consume(hash(), T0)).toBeUndefined();
  });

  it('refuses a token from its expiry on', async () => {
    const repo = repository();
    const token = hash();
    await repo.create(await customer(), token, T0 + HOUR);
    expect(await repo.consume(token, T0 + HOUR)).toBeUndefined();
    expect(await repo.consume(token, T0 + 2 * HOUR)).toBeUndefined();
  });

  it("invalidates every open token of one customer, not another's", async () => {
    const repo = repository();
    const [a, b] = [await customer(), await customer()];
    const [a1, a2, b1] = [hash(), hash(), hash()];
    await repo.create(a, a1, T0 + HOUR);
    await repo.create(a, a2, T0 + HOUR);
    await repo.create(b, b1, T0 + HOUR);
    await repo.invalidateAllForCustomer(a, T0);
    expect(await repo.consume(a1, T0)).toBeUndefined();
    expect(await repo.consume(a2, T0)).toBeUndefined();
    expect(await repo.consume(b1, T0)).toBe(b);
  });

  it('refuses a second token with a stored hash, keeping the first', async () => {
    const repo = repository();
    const [a, b] = [await customer(), await customer()];
    const token = hash();
    await repo.create(a, token, T0 + HOUR);
    await expect(repo.create(b, token, T0 + 2 * HOUR)).rejects.toThrow();
    expect(await repo.consume(token, T0 + HOUR - 1)).toBe(a);
  });
}
