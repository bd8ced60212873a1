import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/abs-testing/api/v1';
const variants = [
  { variantName: 'CONTROL', percentage: 50 },
  { variantName: 'TREATMENT', percentage: 50 },
];

describe('A/B tests in the console', { timeout: 120_000 }, () => {
  let t: TestApp;
  let auth: { authorization: string };
  let other: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await t.tokens.signConsole(randomUUID())}` };
    other = { authorization: `Bearer ${await t.tokens.signConsole(randomUUID())}` };
  }, 120_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const create = (headers: object, body: object) =>
    t.app.inject({ method: 'POST', url: `${BASE}/ab-test`, headers: { ...headers }, payload: body });

  it('requires a console token', async () => {
    expect((await t.app.inject({ url: `${BASE}/ab-tests` })).statusCode).toBe(401);
  });

  it('creates, lists, reads, updates, disables, enables and deletes', async () => {
    const created = await create(auth, { abTestName: 'NEW_CHECKOUT', variantDtoList: variants });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: 'AB Test created successfully!' });
    expect((await t.app.inject({ url: `${BASE}/ab-tests`, headers: auth })).json()).toEqual([
      { abTestName: 'NEW_CHECKOUT', abTestStatus: 'ENABLED' },
    ]);
    const updated = await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test/NEW_CHECKOUT`,
      headers: auth,
      payload: { abTestName: 'NEW_CHECKOUT', variantDtoList: [{ variantName: 'ONLY', percentage: 40 }] },
    });
    expect(updated.json()).toEqual({ message: 'AB Test updated successfully.' });
    // The web client sends Content-Type: application/json without a body.
    const disabled = await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test/NEW_CHECKOUT/disable`,
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(disabled.json()).toEqual({ message: 'AB Test disabled successfully.' });
    expect((await t.app.inject({ url: `${BASE}/ab-test/NEW_CHECKOUT`, headers: auth })).json()).toEqual({
      abTestName: 'NEW_CHECKOUT',
      abTestStatus: 'DISABLED',
      variantDtoList: [{ variantName: 'ONLY', percentage: 40 }],
      metrics: [],
      controlVariant: 'ONLY',
    });
    const enabled = await t.app.inject({ method: 'POST', url: `${BASE}/ab-test/NEW_CHECKOUT/enable`, headers: auth });
    expect(enabled.json()).toEqual({ message: 'AB Test enabled successfully.' });
    const deleted = await t.app.inject({ method: 'DELETE', url: `${BASE}/ab-test/NEW_CHECKOUT`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${BASE}/ab-test/NEW_CHECKOUT`, headers: auth })).statusCode).toBe(404);
  });

  it('renames through update and refuses a taken name', async () => {
    await create(auth, { abTestName: 'FIRST', variantDtoList: variants });
    await create(auth, { abTestName: 'SECOND', variantDtoList: variants });
    const taken = await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test/FIRST`,
      headers: auth,
      payload: { abTestName: 'SECOND', variantDtoList: variants },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().validationErrors[0]).toMatchObject({ field: 'abTestName' });
    const renamed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/ab-test/FIRST`,
      headers: auth,
      payload: { abTestName: 'THIRD', variantDtoList: variants },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${BASE}/ab-test/THIRD`, headers: auth })).statusCode).toBe(200);
  });

  it.each([
    [{ abTestName: 'lower', variantDtoList: variants }, 'abTestName'],
    [{ abTestName: 'A'.repeat(65), variantDtoList: variants }, 'abTestName'],
    [
      {
        abTestName: 'BAD_TOTAL',
        variantDtoList: [
          { variantName: 'A', percentage: 60 },
          { variantName: 'B', percentage: 41 },
        ],
      },
      'variantDtoList',
    ],
    [
      {
        abTestName: 'DUPES',
        variantDtoList: [
          { variantName: 'A', percentage: 10 },
          { variantName: 'A', percentage: 10 },
        ],
      },
      'variantDtoList.1.variantName',
    ],
    [
      { abTestName: 'LOWER_VARIANT', variantDtoList: [{ variantName: 'a', percentage: 10 }] },
      'variantDtoList.0.variantName',
    ],
    [
      { abTestName: 'EMPTY_VARIANT', variantDtoList: [{ variantName: '', percentage: 10 }] },
      'variantDtoList.0.variantName',
    ],
    [
      { abTestName: 'FRACTION', variantDtoList: [{ variantName: 'A', percentage: 10.5 }] },
      'variantDtoList.0.percentage',
    ],
    [{ abTestName: 'NEGATIVE', variantDtoList: [{ variantName: 'A', percentage: -1 }] }, 'variantDtoList.0.percentage'],
    [{ abTestName: 'NO_VARIANTS', variantDtoList: [] }, 'variantDtoList'],
  ])('refuses %j with a validation error on %s', async (body, field) => {
    const res = await create(auth, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().validationErrors.map((e: { field: string }) => e.field)).toContain(field);
    expect(res.json().validationErrors[0].message).toEqual(expect.any(String));
  });

  it('accepts a total below 100', async () => {
    const res = await create(auth, { abTestName: 'RAMP', variantDtoList: [{ variantName: 'ON', percentage: 20 }] });
    expect(res.statusCode).toBe(201);
  });

  it('keeps two customers apart even with the same test name', async () => {
    expect((await create(auth, { abTestName: 'SHARED_NAME', variantDtoList: variants })).statusCode).toBe(201);
    expect(
      (await create(other, { abTestName: 'SHARED_NAME', variantDtoList: [{ variantName: 'X', percentage: 100 }] }))
        .statusCode,
    ).toBe(201);
    const mine = await t.app.inject({ url: `${BASE}/ab-test/SHARED_NAME`, headers: auth });
    expect(mine.json().variantDtoList).toEqual(variants);
    await t.app.inject({ method: 'POST', url: `${BASE}/ab-test/SHARED_NAME/disable`, headers: other });
    expect((await t.app.inject({ url: `${BASE}/ab-test/SHARED_NAME`, headers: auth })).json().abTestStatus).toBe(
      'ENABLED',
    );
    const list = (await t.app.inject({ url: `${BASE}/ab-tests`, headers: other })).json();
    expect(list).toEqual([{ abTestName: 'SHARED_NAME', abTestStatus: 'DISABLED' }]);
    // Another customer's test is indistinguishable from a missing one.
    await t.app
      .inject({ method: 'DELETE', url: `${BASE}/ab-test/RAMP`, headers: other })
      .then((r) => expect(r.statusCode).toBe(404));
    expect((await t.app.inject({ url: `${BASE}/ab-test/RAMP/results`, headers: other })).statusCode).toBe(404);
  });

  it('answers 404 for unknown tests on every operation', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/ab-test/NOPE`],
      ['POST', `${BASE}/ab-test/NOPE/enable`],
      ['POST', `${BASE}/ab-test/NOPE/disable`],
      ['DELETE', `${BASE}/ab-test/NOPE`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: 'AB Test not found' });
    }
  });
});
