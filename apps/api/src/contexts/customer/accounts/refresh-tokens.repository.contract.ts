import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RefreshTokensRepository } from './refresh-tokens.repository.ts';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const HOUR = 3_600_000;

/**
 * What every RefreshTokensRepository does, run against the SQL one (refresh-tokens.repository.api.test.ts) and the
 * in-memory fake (refresh-tokens.memory-repository.test.ts). `customer()` gives an id the store accepts (the SQL
 * tables reference customer.customers).
 */
export function refreshTokensRepositoryContract(
  repository: () => RefreshTokensRepository,
  customer: () => Promise<string>,
) {
  it('marks a token used once, answering its family and customer', async () => {
    const repo = repository();
    const customerId = await customer();
    const family = await repo.createFamily(customerId, T0 + HOUR);
    const hash = `h-${randomUUID()}`;
    await repo.addToken(family, hash);
    expect(await repo.markUsed(hash, T0)).toEqual({ familyId: family, customerId });
    expect(await repo.markUsed(hash, T0)).toBeUndefined();
    expect(await repo.markUsed(`unknown-${randomUUID()}`, T0)).toBeUndefined();
    expect(await repo.findFamilyOf(hash)).toBe(family);
    expect(await repo.findFamilyOf(`unknown-${randomUUID()}`)).toBeUndefined();
  });

  it('refuses tokens of an expired or revoked family, and counts only live families', async () => {
    const repo = repository();
    const customerId = await customer();
    const [expiring, revoked, live] = [
      await repo.createFamily(customerId, T0 + HOUR),
      await repo.createFamily(customerId, T0 + 2 * HOUR),
      await repo.createFamily(customerId, T0 + 2 * HOUR),
    ];
    await repo.addToken(expiring, `e-${expiring}`);
    await repo.addToken(revoked, `r-${revoked}`);
    await repo.revokeFamily(revoked, T0);
    expect(await repo.countLiveFamilies(customerId, T0)).toBe(2);
    expect(await repo.markUsed(`e-${expiring}`, T0 + HOUR)).toBeUndefined();
    expect(await repo.markUsed(`r-${revoked}`, T0)).toBeUndefined();
    expect(await repo.countLiveFamilies(customerId, T0 + HOUR)).toBe(1);
    await repo.addToken(live, `l-${live}`);
    expect(await repo.markUsed(`l-${live}`, T0 + HOUR)).toEqual({ familyId: live, customerId });
  });

  it("revokes every family of one customer, not another's", async () => {
    const repo = repository();
    const [a, b] = [await customer(), await customer()];
    await repo.createFamily(a, T0 + HOUR);
    await repo.createFamily(a, T0 + HOUR);
    await repo.createFamily(b, T0 + HOUR);
    await repo.revokeAllForCustomer(a, T0);
    expect(await repo.countLiveFamilies(a, T0)).toBe(0);
    expect(await repo.countLiveFamilies(b, T0)).toBe(1);
  });
}
