import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WITHOUT_CV_WORKERS } from '../../../test/test-app.ts';
import { HOOK_TIMEOUT_MS, newCustomer } from './credentials-test-kit.ts';

interface Info {
  clientId: string;
  clientSecretDtoList: { secretId: string; secret: string; createdDate: string; lastUsedDate: string | null }[];
}

describe('client credentials console API', { timeout: HOOK_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(WITHOUT_CV_WORKERS);
  }, HOOK_TIMEOUT_MS);
  afterEach(async () => t.close(), HOOK_TIMEOUT_MS);

  it('creates one client id per customer and service on first use', async () => {
    const alice = await newCustomer(t);
    const bob = await newCustomer(t);
    const first = await alice.info('abs-testing');
    expect(first.statusCode).toBe(200);
    const body = first.json() as Info;
    expect(body).toEqual({ clientId: expect.stringMatching(/^[0-9a-f]{32}$/), clientSecretDtoList: [] });
    expect((await alice.info('abs-testing')).json()).toEqual(body);
    const ft = (await alice.info('feature-toggle')).json() as Info;
    const other = (await bob.info('abs-testing')).json() as Info;
    expect(new Set([body.clientId, ft.clientId, other.clientId]).size).toBe(3);
  });

  it('answers 404 for an unknown service id and 401 without a console token', async () => {
    const alice = await newCustomer(t);
    for (const response of [await alice.info('cv-processor'), await alice.generate('AB-cred')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, message: 'Service not found', validationErrors: [] });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/customer/api/v1/client-credential/abs-testing' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('returns the whole secret once, uncached, and lists it masked to its last 4 characters, newest first', async () => {
    const alice = await newCustomer(t);
    const firstResponse = await alice.generate('feature-toggle');
    expect(firstResponse.statusCode).toBe(201);
    expect(firstResponse.headers['cache-control']).toBe('no-store');
    const first = (firstResponse.json() as { secret: string }).secret;
    const second = ((await alice.generate('feature-toggle')).json() as { secret: string }).secret;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);

    const info = await alice.info('feature-toggle');
    expect(info.headers['cache-control']).toBe('no-store');
    const list = (info.json() as Info).clientSecretDtoList;
    expect(list.map((s) => s.secret)).toEqual([`••••••••${second.slice(-4)}`, `••••••••${first.slice(-4)}`]);
    expect(list[0]).toEqual({
      secretId: expect.any(String),
      secret: expect.any(String),
      createdDate: expect.any(String),
      lastUsedDate: null,
    });
    expect(Date.parse(list[0]!.createdDate)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdDate));
    expect(info.body).not.toContain(first);
    expect(info.body).not.toContain(second);
    expect(((await alice.info('abs-testing')).json() as Info).clientSecretDtoList).toEqual([]);
  });

  it('stores only a keyed hash of each secret', async () => {
    const alice = await newCustomer(t);
    const { secret } = (await alice.generate('abs-testing')).json() as { secret: string };
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM customer.client_secrets');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a 21st live secret with a clear message, and allows one again after a delete', async () => {
    const alice = await newCustomer(t);
    for (let i = 0; i < 20; i += 1) expect((await alice.generate('abs-testing')).statusCode).toBe(201);
    const refused = await alice.generate('abs-testing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, message: expect.stringContaining('at most 20 secrets') });
    const list = (await alice.info('abs-testing')).json() as Info;
    expect(list.clientSecretDtoList).toHaveLength(20);
    expect((await alice.remove(list.clientSecretDtoList[0]!.secretId)).statusCode).toBe(200);
    expect((await alice.generate('abs-testing')).statusCode).toBe(201);
  });

  it('deletes a secret for its owner only; anything else is a 404', async () => {
    const alice = await newCustomer(t);
    const mallory = await newCustomer(t);
    await alice.generate('abs-testing');
    const [secret] = ((await alice.info('abs-testing')).json() as Info).clientSecretDtoList;

    for (const response of [
      await mallory.remove(secret!.secretId),
      await alice.remove('not-a-uuid'),
      await alice.remove(crypto.randomUUID()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, message: 'Client secret not found' });
    }
    expect(((await alice.info('abs-testing')).json() as Info).clientSecretDtoList).toHaveLength(1);

    const deleted = await alice.remove(secret!.secretId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Client Secret Deleted' });
    expect(((await alice.info('abs-testing')).json() as Info).clientSecretDtoList).toEqual([]);
    expect((await alice.remove(secret!.secretId)).statusCode).toBe(404);
  });
});
