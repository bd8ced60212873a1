import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { CredentialsRepository } from './credentials.repository.ts';

/**
 * What every CredentialsRepository does, run against the SQL one (credentials.repository.api.test.ts) and the
 * in-memory fake (credentials.memory-repository.test.ts), so service tests on the fake hold for the database too.
 */
export function credentialsRepositoryContract(repository: () => CredentialsRepository) {
  const clientId = () => `client-${randomUUID()}`;

  it('keeps one client per customer and service, found by its client id', async () => {
    const repo = repository();
    const customer = randomUUID();
    const first = await repo.ensureClient(customer, 'abs-testing', clientId());
    expect(await repo.ensureClient(customer, 'abs-testing', clientId())).toEqual(first);
    const other = await repo.ensureClient(customer, 'feature-toggle', clientId());
    expect(other.ref).not.toBe(first.ref);
    expect(await repo.findClientByClientId(first.clientId)).toEqual(first);
    expect(await repo.findClientByClientId(clientId())).toBeNull();
  });

  it('adds secrets up to the limit, lists them newest first, and deletes only the owner’s', async () => {
    const repo = repository();
    const [customer, stranger] = [randomUUID(), randomUUID()];
    const client = await repo.ensureClient(customer, 'feature-toggle', clientId());
    const first = await repo.addSecretIfBelow(client, { hash: 'h1', last4: 'aaaa' }, 2);
    const second = await repo.addSecretIfBelow(client, { hash: 'h2', last4: 'bbbb' }, 2);
    expect(await repo.addSecretIfBelow(client, { hash: 'h3', last4: 'cccc' }, 2)).toBeNull();
    expect((await repo.listSecrets(client.ref)).map((s) => [s.secretId, s.last4, s.lastUsedAt])).toEqual([
      [second, 'bbbb', null],
      [first, 'aaaa', null],
    ]);
    expect(new Set(await repo.secretHashes(client.ref))).toEqual(
      new Set([
        { secretId: first, hash: 'h1' },
        { secretId: second, hash: 'h2' },
      ]),
    );
    expect(await repo.hasSecret(stranger, first!)).toBe(false);
    expect(await repo.deleteSecret(stranger, first!)).toBe(false);
    expect(await repo.deleteSecret(customer, first!)).toBe(true);
    expect(await repo.hasSecret(customer, first!)).toBe(false);
    expect(await repo.deleteSecret(customer, first!)).toBe(false);
    expect(await repo.hasSecret(customer, second!)).toBe(true);
  });

  it('records the first use of a secret, then at most once per interval', async () => {
    const repo = repository();
    const client = await repo.ensureClient(randomUUID(), 'abs-testing', clientId());
    const id = (await repo.addSecretIfBelow(client, { hash: 'h', last4: 'dddd' }, 5))!;
    await repo.touchSecret(id, 3600);
    const used = (await repo.listSecrets(client.ref))[0]!.lastUsedAt;
    expect(used).toBeInstanceOf(Date);
    await repo.touchSecret(id, 3600);
    expect((await repo.listSecrets(client.ref))[0]!.lastUsedAt).toEqual(used);
  });
}
