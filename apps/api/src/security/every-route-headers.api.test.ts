import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AUTHORIZATION_MATRIX, fillPath, type Access } from './authorization-matrix.ts';
import { makeCredentialKinds, type CredentialKinds } from './credential-kinds.ts';

let t: TestApp;
let base: string;
let creds: CredentialKinds;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  creds = await makeCredentialKinds();
}, 60_000);
afterAll(() => t?.close(), 60_000);

const SECURITY_HEADERS = {
  'content-security-policy': expect.stringContaining("default-src 'self'"),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

function tokenFor(access: Access): string | undefined {
  if (access === 'customer' || access === 'stream:feature-toggle') return creds.customerA.token;
  if (access === 'machine:abs-testing') return creds.machineAbs;
  if (access === 'machine:feature-toggle') return creds.machineFt;
  return undefined;
}

/**
 * Every route the app registers, called over real HTTP as its legitimate caller would (the event stream included):
 * each answer carries the security headers, and each error answer is the envelope (issue 18: by construction, because
 * every route goes through the one route helper).
 */
describe('every route', () => {
  it('answers with the security headers, and errors in the envelope', async () => {
    const routes = t.app.routeInventory.filter((r) => r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const access = AUTHORIZATION_MATRIX[`${route.method} ${route.url}`] ?? 'public';
      const token = tokenFor(access);
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const controller = new AbortController();
      const res = await fetch(`${base}${fillPath(route.url)}`, {
        method: route.method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(hasBody ? { body: '{}' } : {}),
        signal: controller.signal,
      });
      const where = `${route.method} ${route.url} -> ${res.status}`;
      const headers = Object.fromEntries(res.headers);
      expect(headers, where).toMatchObject(SECURITY_HEADERS);
      if (headers['content-type']?.startsWith('text/event-stream')) {
        controller.abort();
        continue;
      }
      const text = await res.text();
      if (res.status >= 400) {
        expect(headers['content-type'], where).toContain('application/json');
        expect(JSON.parse(text), where).toMatchObject({
          status: res.status,
          message: expect.any(String),
          validationErrors: expect.any(Array),
        });
      }
    }
  }, 120_000);
});
