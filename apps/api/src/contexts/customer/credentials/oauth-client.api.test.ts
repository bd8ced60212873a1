import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { HOOK_TIMEOUT_MS, newClient, newCustomer } from './credentials-test-kit.ts';

// A real OAuth 2.0 client library against the listening app: the endpoint must interoperate, not just pass our tests.
describe('oauth4webapi obtains machine tokens from /auth/token', { timeout: HOOK_TIMEOUT_MS }, () => {
  let t: TestApp;
  let as: oauth.AuthorizationServer;
  const insecure = { [oauth.allowInsecureRequests]: true };

  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    as = { issuer: address, token_endpoint: `${address}/auth/token` };
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => t.close(), HOOK_TIMEOUT_MS);

  for (const [method, auth] of [
    ['client_secret_basic', oauth.ClientSecretBasic],
    ['client_secret_post', oauth.ClientSecretPost],
  ] as const) {
    it(`with ${method}`, async () => {
      const customer = await newCustomer(t);
      const client = await newClient(customer, 'abs-testing');
      const response = await oauth.clientCredentialsGrantRequest(
        as,
        { client_id: client.clientId },
        auth(client.secret),
        new URLSearchParams(),
        insecure,
      );
      const result = await oauth.processClientCredentialsResponse(as, { client_id: client.clientId }, response);
      expect(result.token_type).toBe('bearer');
      expect(result.expires_in).toBe(14400);
      expect(await t.tokens.verifyMachine(result.access_token, 'abs-testing')).toMatchObject({
        customerId: customer.customerId,
      });
    });
  }

  it('surfaces a wrong secret as an invalid_client challenge', async () => {
    const client = await newClient(await newCustomer(t));
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      { client_id: client.clientId },
      oauth.ClientSecretBasic('not-the-secret'),
      new URLSearchParams(),
      insecure,
    );
    const failure = await oauth
      .processClientCredentialsResponse(as, { client_id: client.clientId }, response)
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    expect((failure as oauth.WWWAuthenticateChallengeError).cause[0]?.scheme).toBe('basic');
    expect((failure as oauth.WWWAuthenticateChallengeError).response.status).toBe(401);
  });
});
