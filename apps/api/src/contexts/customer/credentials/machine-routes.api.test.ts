import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WITHOUT_CV_WORKERS } from '../../../test/test-app.ts';
import { HOOK_TIMEOUT_MS, newClient, newCustomer } from './credentials-test-kit.ts';

// The real machine APIs of both services, guarded by requireMachine: tokens from /auth/token open exactly their own.
describe('tokens from /auth/token on the real machine routes', { timeout: HOOK_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(WITHOUT_CV_WORKERS);
  }, HOOK_TIMEOUT_MS);
  afterEach(async () => t.close(), HOOK_TIMEOUT_MS);

  const mint = async (clientId: string, secret: string) =>
    (
      (
        await t.app.inject({
          method: 'POST',
          url: '/auth/token',
          payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
        })
      ).json() as { access_token: string }
    ).access_token;
  const ofrep = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ofrep/v1/evaluate/flags',
      headers: { authorization: `Bearer ${token}` },
      payload: { context: {} },
    });
  const assign = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ab-test/get-or-assign',
      headers: { authorization: `Bearer ${token}` },
      payload: { abTestName: 'NO_SUCH_TEST', userId: 'user-1' },
    });

  it('each service accepts its own token only, never a console token', async () => {
    const customer = await newCustomer(t);
    const ab = await newClient(customer, 'abs-testing');
    const ft = await newClient(customer, 'feature-toggle');
    const abToken = await mint(ab.clientId, ab.secret);
    const ftToken = await mint(ft.clientId, ft.secret);

    expect((await ofrep(ftToken)).statusCode).toBe(200);
    // Authenticated, and this customer has no such test.
    expect((await assign(abToken)).json()).toMatchObject({ status: 404, message: 'AB Test not found' });
    expect((await ofrep(abToken)).statusCode).toBe(401);
    expect((await assign(ftToken)).statusCode).toBe(401);
    expect((await ofrep(customer.token)).statusCode).toBe(401);
    expect((await assign(customer.token)).statusCode).toBe(401);
  });

  it('a deleted secret’s token is refused at once', async () => {
    const customer = await newCustomer(t);
    const ft = await newClient(customer, 'feature-toggle');
    const token = await mint(ft.clientId, ft.secret);
    expect((await ofrep(token)).statusCode).toBe(200);
    expect((await customer.remove(ft.secretId)).statusCode).toBe(200);
    expect((await ofrep(token)).statusCode).toBe(401);
  });
});
