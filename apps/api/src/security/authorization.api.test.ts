import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../test/test-app.ts';
import { createMemoryLimiter } from '../platform/http/rate-limiter.ts';
import { AUTHORIZATION_MATRIX, fillPath, type Access } from './authorization-matrix.ts';
import { makeCredentialKinds, type CredentialKinds } from './credential-kinds.ts';

let t: TestApp;
let creds: CredentialKinds;

beforeAll(async () => {
  // Limits are exercised elsewhere; here every probe must reach the guard.
  t = await createTestApp(
    {},
    { limiter: { ...createMemoryLimiter(), hit: async () => ({ allowed: true, count: 1, retryAfterSeconds: 0 }) } },
  );
  creds = await makeCredentialKinds();
});
afterAll(async () => {
  await t?.close();
});

// Needs an LLM provider, which tests do not configure: a clear 503 ("not configured") is the documented answer.
const NOT_CONFIGURED = new Set(['POST /cv-processor/api/v1/translations']);

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function call(method: string, url: string, token?: string) {
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return t.app.inject({
    method: method as 'GET',
    url: fillPath(url),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: '{}' } : {}),
  });
}

function refusedWith(access: Access): [string, (c: CredentialKinds) => string | undefined][] {
  const anonymous: [string, (c: CredentialKinds) => string | undefined] = ['anonymous', () => undefined];
  switch (access) {
    case 'customer':
      return [
        anonymous,
        ['expired', (c) => c.expiredConsole],
        ['tampered', (c) => c.tamperedConsole],
        ['alg none', (c) => c.algNoneConsole],
        ['signed with another key', (c) => c.otherSecretConsole],
        ['abs-testing machine token', (c) => c.machineAbs],
        ['feature-toggle machine token', (c) => c.machineFt],
      ];
    case 'machine:abs-testing':
      return [
        anonymous,
        ['console token', (c) => c.customerA.token],
        ['feature-toggle machine token', (c) => c.machineFt],
        ['expired', (c) => c.expiredMachineAbs],
        ['alg none', (c) => c.algNoneMachine],
        ['tampered', (c) => c.tamperedConsole],
      ];
    case 'machine:feature-toggle':
      return [
        anonymous,
        ['console token', (c) => c.customerA.token],
        ['abs-testing machine token', (c) => c.machineAbs],
        ['alg none', (c) => c.algNoneMachine],
        ['tampered', (c) => c.tamperedConsole],
      ];
    case 'stream:feature-toggle':
      return [
        anonymous,
        ['abs-testing machine token', (c) => c.machineAbs],
        ['expired', (c) => c.expiredConsole],
        ['alg none', (c) => c.algNoneConsole],
        ['tampered', (c) => c.tamperedConsole],
      ];
    default:
      return [];
  }
}

function acceptedWith(access: Access): ((c: CredentialKinds) => string | undefined) | null {
  switch (access) {
    case 'customer':
      return (c) => c.customerA.token;
    case 'machine:abs-testing':
      return (c) => c.machineAbs;
    case 'machine:feature-toggle':
      return (c) => c.machineFt;
    case 'stream:feature-toggle':
      return null; // a good token opens a long-lived stream; covered by the stream's own tests
    default:
      return () => undefined;
  }
}

describe('route inventory', () => {
  it('lists every route of the running app in the authorization matrix, and nothing else', () => {
    const inventory = t.app.routeInventory.map(routeKey);
    const missing = inventory.filter((key) => !(key in AUTHORIZATION_MATRIX));
    expect(missing, 'routes without an authorization decision').toEqual([]);
    const stale = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !inventory.includes(key));
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
  });
});

describe('authorization matrix', () => {
  for (const [key, access] of Object.entries(AUTHORIZATION_MATRIX)) {
    const [method, url] = key.split(' ') as [string, string];
    const refused = refusedWith(access);
    if (refused.length > 0) {
      it(`${key} refuses ${refused.map(([name]) => name).join(', ')}`, async () => {
        for (const [name, pick] of refused) {
          const res = await call(method, url, pick(creds));
          expect(res.statusCode, `${key} with ${name}`).toBe(401);
          expect(res.json(), `${key} with ${name}`).toMatchObject({
            status: 401,
            message: expect.any(String),
            validationErrors: [],
          });
        }
      });
    }
    const accepted = acceptedWith(access);
    if (accepted) {
      it(`${key} lets its ${access} caller through without a server error`, async () => {
        const res = await call(method, url, accepted(creds));
        expect(res.statusCode, key).not.toBe(401);
        if (NOT_CONFIGURED.has(key) && res.statusCode === 503) return;
        expect(res.statusCode, key).toBeLessThan(500);
      });
    }
  }

  it('does not mount the dev mailbox in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: TEST_AUTH_SECRET });
    try {
      expect(prod.app.routeInventory.map(routeKey)).not.toContain('GET /dev/mailbox');
      expect((await prod.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
