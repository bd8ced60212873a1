import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Two customers own objects with the SAME names. Neither can read or change the other's, and a foreign object is
 * indistinguishable from a missing one (ARCHITECTURE.md §4).
 */
let t: TestApp;
const a = { id: randomUUID(), token: '' };
const b = { id: randomUUID(), token: '' };

beforeAll(async () => {
  t = await createTestApp();
  a.token = await t.tokens.signConsole(a.id);
  b.token = await t.tokens.signConsole(b.id);
});
afterAll(async () => {
  await t?.close();
});

function as(who: { token: string }, method: string, url: string, body?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A 404 for someone else's object must look exactly like the 404 for a missing one. */
function expectSameAsMissing(
  foreign: { statusCode: number; body: string },
  missing: { statusCode: number; body: string },
  foreignName: string,
  missingName: string,
) {
  expect(foreign.statusCode).toBe(404);
  expect(missing.statusCode).toBe(404);
  expect(foreign.body.replaceAll(foreignName, 'NAME')).toBe(missing.body.replaceAll(missingName, 'NAME'));
}

describe('A/B tests across customers', () => {
  const variants = (first: number) => [
    { variantName: 'CONTROL', percentage: first },
    { variantName: 'TREATMENT', percentage: 100 - first },
  ];

  it('keeps same-named tests apart and hides foreign ones', async () => {
    expect(
      (await as(a, 'POST', '/abs-testing/api/v1/ab-test', { abTestName: 'SAME_NAME', variantDtoList: variants(10) }))
        .statusCode,
    ).toBeOneOf([200, 201]);
    expect(
      (await as(b, 'POST', '/abs-testing/api/v1/ab-test', { abTestName: 'SAME_NAME', variantDtoList: variants(90) }))
        .statusCode,
    ).toBeOneOf([200, 201]);
    expect(
      (await as(a, 'POST', '/abs-testing/api/v1/ab-test', { abTestName: 'ONLY_A', variantDtoList: variants(50) }))
        .statusCode,
    ).toBeOneOf([200, 201]);

    const mine = (await as(a, 'GET', '/abs-testing/api/v1/ab-test/SAME_NAME')).json();
    expect(mine.variantDtoList[0].percentage).toBe(10);
    expect(
      (await as(b, 'GET', '/abs-testing/api/v1/ab-tests')).json().map((x: { abTestName: string }) => x.abTestName),
    ).toEqual(['SAME_NAME']);

    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['POST', '', { abTestName: 'ONLY_A', variantDtoList: variants(1) }],
      ['POST', '/disable', undefined],
      ['GET', '/results', undefined],
      ['GET', '/results/timeline?metric=purchase', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const foreign = await as(b, method, `/abs-testing/api/v1/ab-test/ONLY_A${suffix}`, body && { ...body });
      const missing = await as(
        b,
        method,
        `/abs-testing/api/v1/ab-test/NOT_THERE${suffix}`,
        body && { ...body, abTestName: 'NOT_THERE' },
      );
      expectSameAsMissing(foreign, missing, 'ONLY_A', 'NOT_THERE');
    }
    const still = (await as(a, 'GET', '/abs-testing/api/v1/ab-test/ONLY_A')).json();
    expect(still).toMatchObject({ abTestName: 'ONLY_A', abTestStatus: 'ENABLED' });
    expect(still.variantDtoList[0].percentage).toBe(50);
  });

  it("answers get-or-assign only for the token owner's tests", async () => {
    const machineB = await t.tokens.signMachine(b.id, 'client-b', randomUUID(), 'abs-testing');
    const call = (abTestName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ab-test/get-or-assign',
        headers: { authorization: `Bearer ${machineB}` },
        payload: { abTestName, userId: 'u1' },
      });
    expectSameAsMissing(await call('ONLY_A'), await call('NOT_THERE'), 'ONLY_A', 'NOT_THERE');
  });

  it("tracks events only for the token owner's tests", async () => {
    await as(a, 'POST', '/abs-testing/api/v1/ab-test/ONLY_A', {
      abTestName: 'ONLY_A',
      variantDtoList: variants(50),
      metrics: [{ name: 'purchase', kind: 'CONVERSION' }],
    });
    const machineB = await t.tokens.signMachine(b.id, 'client-b', randomUUID(), 'abs-testing');
    const track = (abTestName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ab-test/track',
        headers: { authorization: `Bearer ${machineB}` },
        payload: { abTestName, userId: 'u1', metric: 'purchase' },
      });
    expectSameAsMissing(await track('ONLY_A'), await track('NOT_THERE'), 'ONLY_A', 'NOT_THERE');
    const batch = (abTestName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ab-test/track/batch',
        headers: { authorization: `Bearer ${machineB}` },
        payload: { events: [{ abTestName, userId: 'u1', metric: 'purchase' }] },
      });
    const [foreign, missing] = [(await batch('ONLY_A')).json(), (await batch('NOT_THERE')).json()];
    expect(foreign).toEqual(missing);
    expect(foreign.results[0]).toMatchObject({ accepted: false, error: 'AB Test not found' });
  });
});

describe('feature toggles across customers', () => {
  it('keeps same-named toggles apart and hides foreign ones', async () => {
    expect(
      (await as(a, 'POST', '/feature-toggle/api/v1/toggle/simple', { toggleName: 'SAME_TOGGLE', enabled: true }))
        .statusCode,
    ).toBeOneOf([200, 201]);
    expect(
      (await as(b, 'POST', '/feature-toggle/api/v1/toggle/simple', { toggleName: 'SAME_TOGGLE', enabled: false }))
        .statusCode,
    ).toBeOneOf([200, 201]);
    expect(
      (await as(a, 'POST', '/feature-toggle/api/v1/toggle/simple', { toggleName: 'ONLY_A_TOGGLE', enabled: true }))
        .statusCode,
    ).toBeOneOf([200, 201]);

    expect((await as(a, 'GET', '/feature-toggle/api/v1/toggle/simple/SAME_TOGGLE')).json()).toMatchObject({
      enabled: true,
    });
    expect((await as(b, 'GET', '/feature-toggle/api/v1/toggle/simple/SAME_TOGGLE')).json()).toMatchObject({
      enabled: false,
    });
    const listB = (await as(b, 'GET', '/feature-toggle/api/v1/toggle/all')).json();
    expect(listB.toggles.map((x: { toggleName: string }) => x.toggleName)).toEqual(['SAME_TOGGLE']);

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { toggleName: 'X', enabled: false }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await as(
        b,
        method,
        '/feature-toggle/api/v1/toggle/simple/ONLY_A_TOGGLE',
        body && { ...body, toggleName: 'ONLY_A_TOGGLE' },
      );
      const missing = await as(
        b,
        method,
        '/feature-toggle/api/v1/toggle/simple/NOT_THERE',
        body && { ...body, toggleName: 'NOT_THERE' },
      );
      expectSameAsMissing(foreign, missing, 'ONLY_A_TOGGLE', 'NOT_THERE');
    }
    expect((await as(a, 'GET', '/feature-toggle/api/v1/toggle/simple/ONLY_A_TOGGLE')).json()).toMatchObject({
      enabled: true,
    });
  });

  it("evaluates over OFREP only the token owner's flags", async () => {
    const machineB = await t.tokens.signMachine(b.id, 'client-b', randomUUID(), 'feature-toggle');
    const evaluate = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ofrep/v1/evaluate/flags/${key}`,
        headers: { authorization: `Bearer ${machineB}` },
        payload: { context: { targetingKey: 'u1' } },
      });
    expectSameAsMissing(await evaluate('ONLY_A_TOGGLE'), await evaluate('NOT_THERE'), 'ONLY_A_TOGGLE', 'NOT_THERE');
    expect((await evaluate('SAME_TOGGLE')).json()).toMatchObject({ value: false });
  });
});

describe('client secrets across customers', () => {
  it('never lets another customer delete or see a secret', async () => {
    await as(a, 'POST', '/customer/api/v1/client-credential/abs-testing/generate-secret');
    const listA = (await as(a, 'GET', '/customer/api/v1/client-credential/abs-testing')).json();
    const secretId = listA.clientSecretDtoList[0].secretId as string;
    const listB = (await as(b, 'GET', '/customer/api/v1/client-credential/abs-testing')).json();
    expect(listB.clientId).not.toBe(listA.clientId);
    expect(listB.clientSecretDtoList).toEqual([]);

    const foreign = await as(b, 'DELETE', `/customer/api/v1/client-credential/${secretId}/delete`);
    const missing = await as(b, 'DELETE', `/customer/api/v1/client-credential/${randomUUID()}/delete`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(
      (await as(a, 'GET', '/customer/api/v1/client-credential/abs-testing')).json().clientSecretDtoList,
    ).toHaveLength(1);
  });
});
