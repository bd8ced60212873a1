import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('error envelope and platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/customer/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: expect.any(String), validationErrors: [] });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/customer/api/v1/public/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, validationErrors: [] });
    expect(res.body).not.toContain('at ');
  });

  it('answers an oversized JSON body with a 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/customer/api/v1/public/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(20 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413 });
  });

  it('reports readiness, liveness and metrics', async () => {
    expect((await t.app.inject({ url: '/livez' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ok' });
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toContain('http_request_duration_seconds');
  });

  it('publishes OpenAPI and strict security headers', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
