import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WITHOUT_CV_WORKERS } from '../../../test/test-app.ts';
import { HOOK_TIMEOUT_MS, basicAuth, newClient, newCustomer } from './credentials-test-kit.ts';

const TOKEN_URL = '/auth/token';
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('POST /auth/token (RFC 6749 §4.4)', { timeout: HOOK_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(WITHOUT_CV_WORKERS);
  }, HOOK_TIMEOUT_MS);
  afterEach(async () => t.close(), HOOK_TIMEOUT_MS);

  it('issues a bearer machine token for the client service from a JSON body, uncached', async () => {
    const customer = await newCustomer(t);
    const client = await newClient(customer, 'feature-toggle');
    const response = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.secret },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
    const body = response.json() as { access_token: string };
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 14400 });
    expect(await t.tokens.verifyMachine(body.access_token, 'feature-toggle')).toMatchObject({
      customerId: customer.customerId,
      clientId: client.clientId,
      secretId: client.secretId,
      audience: 'feature-toggle',
    });
    expect(await t.tokens.verifyMachine(body.access_token, 'abs-testing')).toBeNull();
  });

  it('accepts a form-encoded body and HTTP Basic authentication', async () => {
    const client = await newClient(await newCustomer(t));
    const post = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      ...form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.secret }),
    });
    expect(post.statusCode).toBe(200);
    const basic = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      ...form({ grant_type: 'client_credentials' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicAuth(client.clientId, client.secret),
      },
    });
    expect(basic.statusCode).toBe(200);
    expect(basic.json()).toMatchObject({ token_type: 'Bearer', expires_in: 14400 });
  });

  it('answers invalid_client 401 with a Basic challenge for a wrong secret, an unknown client or no authentication', async () => {
    const client = await newClient(await newCustomer(t));
    const attempts = [
      { grant_type: 'client_credentials', client_id: client.clientId, client_secret: `${client.secret}x` },
      { grant_type: 'client_credentials', client_id: 'no-such-client', client_secret: client.secret },
      { grant_type: 'client_credentials' },
    ];
    for (const payload of attempts) {
      const response = await t.app.inject({ method: 'POST', url: TOKEN_URL, payload });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="[^"]+"/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: 'invalid_client',
        error_description: expect.any(String),
        status: 401,
        message: expect.any(String),
        validationErrors: [],
      });
    }
    const bearer = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: { grant_type: 'client_credentials' },
      headers: { authorization: 'Bearer abc' },
    });
    expect(bearer.statusCode).toBe(401);
    expect(bearer.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('binds a secret to its own client', async () => {
    const customer = await newCustomer(t);
    const ab = await newClient(customer, 'abs-testing');
    const ft = await newClient(customer, 'feature-toggle');
    const response = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: { grant_type: 'client_credentials', client_id: ab.clientId, client_secret: ft.secret },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects other grant types, a missing grant type, two authentication methods and malformed bodies', async () => {
    const client = await newClient(await newCustomer(t));
    const cases = [
      {
        payload: { grant_type: 'password', client_id: client.clientId, client_secret: client.secret },
        error: 'unsupported_grant_type',
      },
      { payload: { client_id: client.clientId, client_secret: client.secret }, error: 'invalid_request' },
      {
        payload: { grant_type: 'client_credentials', client_secret: client.secret },
        headers: { authorization: basicAuth(client.clientId, client.secret) },
        error: 'invalid_request',
      },
      { payload: '{"grant_type":', headers: { 'content-type': 'application/json' }, error: 'invalid_request' },
      { payload: '', headers: { 'content-type': 'application/json' }, error: 'invalid_request' },
      {
        payload: `grant_type=client_credentials&grant_type=client_credentials&client_id=${client.clientId}&client_secret=${client.secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        error: 'invalid_request',
      },
    ];
    for (const { payload, headers, error } of cases) {
      const response = await t.app.inject({ method: 'POST', url: TOKEN_URL, payload, headers });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json() as { error: string; error_description: string; message: string; status: number };
      expect(body.error).toBe(error);
      expect(body.status).toBe(400);
      expect(body.message).toBe(body.error_description);
    }
  });

  it('records when a secret was last used', async () => {
    const customer = await newCustomer(t);
    const client = await newClient(customer);
    await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.secret },
    });
    const list = (
      (await customer.info('abs-testing')).json() as { clientSecretDtoList: { lastUsedDate: string | null }[] }
    ).clientSecretDtoList;
    expect(list[0]!.lastUsedDate).toEqual(expect.any(String));
  });

  it('refuses a deleted secret', async () => {
    const customer = await newCustomer(t);
    const client = await newClient(customer);
    expect((await customer.remove(client.secretId)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.secret },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('failed token attempts are limited', { timeout: HOOK_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(WITHOUT_CV_WORKERS);
  }, HOOK_TIMEOUT_MS);
  afterEach(async () => t.close(), HOOK_TIMEOUT_MS);

  const attempt = (clientId: string, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
    });

  it('per client id: after 20 failures even the right secret waits, other clients do not', async () => {
    const customer = await newCustomer(t);
    const victim = await newClient(customer, 'abs-testing');
    const bystander = await newClient(customer, 'feature-toggle');
    for (let i = 0; i < 20; i += 1) expect((await attempt(victim.clientId, 'wrong')).statusCode).toBe(401);
    const limited = await attempt(victim.clientId, victim.secret);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'slow_down', status: 429 });
    expect((await attempt(bystander.clientId, bystander.secret)).statusCode).toBe(200);
  });

  it('per IP: 50 failures across client ids block further attempts from that address', async () => {
    for (let i = 0; i < 50; i += 1) expect((await attempt(`guess-${i}`, 'wrong')).statusCode).toBe(401);
    expect((await attempt('guess-next', 'wrong')).statusCode).toBe(429);
  });
});
