import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WITHOUT_CV_WORKERS } from '../../../test/test-app.ts';
import { requireMachine } from '../../../platform/auth/guards.ts';
import { RevocationCache } from '../../../platform/auth/revocations.ts';
import type { MachineAudience } from '../../../platform/auth/tokens.ts';
import { HOOK_TIMEOUT_MS, newClient, newCustomer } from './credentials-test-kit.ts';

const requestWith = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;
/** Runs the callback-style guard as Fastify would, outside a server. */
const runHook = (hook: onRequestHookHandler, request: FastifyRequest) =>
  new Promise<void>((resolve, reject) => {
    void hook.call(undefined as never, request, {} as FastifyReply, (err?: Error) => (err ? reject(err) : resolve()));
  });

describe('console and machine tokens cannot stand in for each other', { timeout: HOOK_TIMEOUT_MS }, () => {
  let t: TestApp;
  let replica: RevocationCache;
  beforeEach(async () => {
    t = await createTestApp(WITHOUT_CV_WORKERS);
    // Another replica's view of revocations, on the same database.
    replica = new RevocationCache(t.db);
    await replica.start();
  }, HOOK_TIMEOUT_MS);
  afterEach(async () => {
    await replica.stop();
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const machineToken = async (clientId: string, secret: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
    });
    return (response.json() as { access_token: string }).access_token;
  };
  const guard = (audience: MachineAudience, token: string, revocations: RevocationCache = replica) =>
    runHook(requireMachine(t.tokens, audience, revocations), requestWith(token));

  it('console routes refuse a machine token', async () => {
    const client = await newClient(await newCustomer(t));
    const token = await machineToken(client.clientId, client.secret);
    const response = await t.app.inject({
      method: 'GET',
      url: '/customer/api/v1/client-credential/abs-testing',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('the machine guard refuses a console token and a token of the other service', async () => {
    const customer = await newCustomer(t);
    const client = await newClient(customer, 'abs-testing');
    const token = await machineToken(client.clientId, client.secret);
    const request = requestWith(token);
    await runHook(requireMachine(t.tokens, 'abs-testing', replica), request);
    expect(request.machine).toMatchObject({
      customerId: customer.customerId,
      clientId: client.clientId,
      audience: 'abs-testing',
    });

    await expect(guard('abs-testing', customer.token)).rejects.toMatchObject({ status: 401 });
    await expect(guard('feature-toggle', customer.token)).rejects.toMatchObject({ status: 401 });
    await expect(guard('feature-toggle', token)).rejects.toMatchObject({ status: 401 });
  });

  it('deleting a secret ends the tokens it already minted, on running and newly started replicas', async () => {
    const customer = await newCustomer(t);
    const client = await newClient(customer, 'feature-toggle');
    const token = await machineToken(client.clientId, client.secret);
    await expect(guard('feature-toggle', token)).resolves.toBeUndefined();

    expect((await customer.remove(client.secretId)).statusCode).toBe(200);
    await expect.poll(() => replica.isRevoked(client.secretId)).toBe(true);
    await expect(guard('feature-toggle', token)).rejects.toMatchObject({ status: 401 });

    const restarted = new RevocationCache(t.db);
    await restarted.start();
    try {
      await expect(guard('feature-toggle', token, restarted)).rejects.toMatchObject({ status: 401 });
    } finally {
      await restarted.stop();
    }
  });
});
