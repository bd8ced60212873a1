import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenFeature, ErrorCode, type Client } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createToggle, newCustomer, type Customer } from '../test/toggle-test-kit.ts';
import { openEventStream } from '../test/sse-reader.ts';

// Boots a database per file; on a loaded two-core machine that can take longer than Vitest's defaults.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// The stock OpenFeature server SDK and OFREP provider: a real client we did not write, over real HTTP.
let t: TestApp;
let base: string;
let alice: Customer;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  alice = await newCustomer(t);
  const token = await t.tokens.signMachine(alice.id, 'client-x', 'secret-x', 'feature-toggle');
  await OpenFeature.setProviderAndWait(
    'toggles',
    new OFREPProvider({ baseUrl: base, headers: { Authorization: `Bearer ${token}` } }),
  );
  client = OpenFeature.getClient('toggles');
  await createToggle(t, alice, 'simple', { toggleName: 'NEW_CHECKOUT', enabled: true });
  await createToggle(t, alice, 'date', { toggleName: 'LAUNCHED', toggleDate: '2020-01-01T00:00:00Z' });
  await createToggle(t, alice, 'date', { toggleName: 'NEXT_CENTURY', toggleDate: '2100-01-01T00:00:00Z' });
  await createToggle(t, alice, 'variable', { toggleName: 'BETA_USERS', variables: ['ALICE', 'BOB'] });
  await createToggle(t, alice, 'pattern', { toggleName: 'STAFF', togglePattern: '@example\\.com$' });
}, 60_000);
afterAll(async () => {
  await OpenFeature.close();
  await t?.close();
}, 60_000);

describe('OpenFeature server SDK with the OFREP provider', () => {
  it('evaluates each kind', async () => {
    expect(await client.getBooleanDetails('NEW_CHECKOUT', false)).toMatchObject({
      value: true,
      variant: 'on',
      reason: 'STATIC',
    });
    expect(await client.getBooleanDetails('LAUNCHED', false)).toMatchObject({ value: true, reason: 'TARGETING_MATCH' });
    expect(await client.getBooleanDetails('NEXT_CENTURY', true)).toMatchObject({
      value: false,
      variant: 'off',
      reason: 'DEFAULT',
    });
    expect(await client.getBooleanValue('BETA_USERS', false, { targetingKey: 'bob' })).toBe(true);
    expect(await client.getBooleanValue('BETA_USERS', true, { targetingKey: 'eve' })).toBe(false);
    expect(await client.getBooleanValue('STAFF', false, { targetingKey: 'jane@example.com' })).toBe(true);
    expect(await client.getBooleanValue('STAFF', true, { targetingKey: 'jane@elsewhere.org' })).toBe(false);
    const details = await client.getBooleanDetails('NEW_CHECKOUT', false);
    expect(details.flagMetadata).toEqual({ toggleType: 'SIMPLE' });
  });

  it('gives the default with FLAG_NOT_FOUND for an unknown key', async () => {
    const details = await client.getBooleanDetails('NO_SUCH_TOGGLE', true);
    expect(details).toMatchObject({ value: true, reason: 'ERROR', errorCode: ErrorCode.FLAG_NOT_FOUND });
  });

  it('gives the default with TARGETING_KEY_MISSING and TYPE_MISMATCH where they apply', async () => {
    expect(await client.getBooleanDetails('STAFF', true)).toMatchObject({
      value: true,
      errorCode: ErrorCode.TARGETING_KEY_MISSING,
    });
    expect(await client.getStringDetails('NEW_CHECKOUT', 'fallback')).toMatchObject({
      value: 'fallback',
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
  });

  it('sees a console change within a second, announced on the stream', async () => {
    const stream = await openEventStream(`${base}/feature-toggle/api/v1/stream`, alice.machine);
    try {
      expect(await stream.next('ready', 10_000)).not.toBeNull();
      const put = await fetch(`${base}/feature-toggle/api/v1/toggle/simple/NEW_CHECKOUT`, {
        method: 'PUT',
        headers: { ...alice.console, 'content-type': 'application/json' },
        body: JSON.stringify({ toggleName: 'NEW_CHECKOUT', enabled: false }),
      });
      expect(put.status).toBe(200);
      expect(await stream.next('toggle-changed', 1_000)).not.toBeNull();
      expect(await client.getBooleanDetails('NEW_CHECKOUT', true)).toMatchObject({ value: false, reason: 'DISABLED' });
    } finally {
      stream.close();
    }
  });

  it('gets the default with an error for a revoked or foreign-audience token', async () => {
    const abToken = await t.tokens.signMachine(alice.id, 'client-x', 'secret-y', 'abs-testing');
    await OpenFeature.setProviderAndWait(
      'wrong',
      new OFREPProvider({ baseUrl: base, headers: { Authorization: `Bearer ${abToken}` } }),
    );
    const details = await OpenFeature.getClient('wrong').getBooleanDetails('NEW_CHECKOUT', true);
    expect(details).toMatchObject({ value: true, reason: 'ERROR' });
  });
});
