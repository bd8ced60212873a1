import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_LIVE_SECRETS } from '@app/contracts/customer/credentials';
import { hmacHex } from '../../../platform/auth/hashing.ts';
import { CredentialsService, SECRET_NOT_FOUND, SERVICE_NOT_FOUND, TOO_MANY_SECRETS } from './credentials.service.ts';
import { MemoryCredentialsRepository } from './credentials.memory-repository.ts';

function setup() {
  const repo = new MemoryCredentialsRepository();
  const pepper = randomBytes(32);
  const revoked: string[] = [];
  const service = new CredentialsService(repo, pepper, { revoke: async (id) => void revoked.push(id) });
  return { service, repo, pepper, revoked };
}

describe('credentials service on the in-memory repository', () => {
  it('keeps only the HMAC and the last characters of a generated secret', async () => {
    const { service, repo, pepper } = setup();
    const customer = randomUUID();
    const secret = await service.generateSecret(customer, 'feature-toggle');
    const info = await service.getClientInfo(customer, 'feature-toggle');
    expect(info.secrets).toHaveLength(1);
    expect(secret.endsWith(info.secrets[0]!.last4)).toBe(true);
    const client = (await repo.findClientByClientId(info.clientId))!;
    expect(await repo.secretHashes(client.ref)).toEqual([
      { secretId: info.secrets[0]!.secretId, hash: hmacHex(pepper, secret) },
    ]);
  });

  it(`answers 409 past ${MAX_LIVE_SECRETS} secrets and 404 for an unknown service`, async () => {
    const { service } = setup();
    const customer = randomUUID();
    for (let i = 0; i < MAX_LIVE_SECRETS; i++) await service.generateSecret(customer, 'abs-testing');
    await expect(service.generateSecret(customer, 'abs-testing')).rejects.toMatchObject({
      status: 409,
      message: TOO_MANY_SECRETS,
    });
    await expect(service.getClientInfo(customer, 'billing')).rejects.toMatchObject({
      status: 404,
      message: SERVICE_NOT_FOUND,
    });
  });

  it("revokes then deletes the owner's secret; another customer's is a 404 and stays", async () => {
    const { service, revoked } = setup();
    const [owner, stranger] = [randomUUID(), randomUUID()];
    await service.generateSecret(owner, 'abs-testing');
    const { secretId } = (await service.getClientInfo(owner, 'abs-testing')).secrets[0]!;
    await expect(service.deleteSecret(stranger, secretId)).rejects.toMatchObject({
      status: 404,
      message: SECRET_NOT_FOUND,
    });
    await expect(service.deleteSecret(owner, 'not-a-uuid')).rejects.toMatchObject({ status: 404 });
    expect(revoked).toEqual([]);
    await service.deleteSecret(owner, secretId);
    expect(revoked).toEqual([secretId]);
    expect((await service.getClientInfo(owner, 'abs-testing')).secrets).toEqual([]);
  });
});
