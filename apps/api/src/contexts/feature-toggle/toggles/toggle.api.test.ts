import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createToggle, newCustomer, type Customer } from '../test/toggle-test-kit.ts';

// Boots a database per file; on a loaded two-core machine that can take longer than Vitest's defaults.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const BASE = '/feature-toggle/api/v1/toggle';
let t: TestApp;
let alice: Customer;
let bob: Customer;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCustomer(t);
  bob = await newCustomer(t);
}, 60_000);
afterAll(() => t?.close(), 60_000);

const call = (customer: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: customer.console,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('toggle console API', () => {
  it('creates each kind with the SPEC message and lists them', async () => {
    const cases = [
      ['simple', { toggleName: 'NEW_CHECKOUT', enabled: true }, 'Simple Toggle created successfully!'],
      [
        'date',
        { toggleName: 'SUMMER_SALE', toggleDate: '2030-07-01T09:30:00+02:00' },
        'Date Toggle created successfully!',
      ],
      [
        'variable',
        { toggleName: 'BETA_USERS', variables: ['alice', '', ' BOB ', 'ALICE'] },
        'Variable Toggle created successfully!',
      ],
      [
        'pattern',
        { toggleName: 'STAFF_ONLY', togglePattern: '@example\\.com$' },
        'Pattern Toggle created successfully!',
      ],
    ] as const;
    for (const [kind, body, message] of cases) {
      const res = await call(alice, 'POST', `${BASE}/${kind}`, body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message });
    }
    const list = await call(alice, 'GET', `${BASE}/all`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      toggles: [
        { toggleName: 'NEW_CHECKOUT', toggleType: 'SIMPLE', enabled: true },
        { toggleName: 'SUMMER_SALE', toggleType: 'DATE', toggleDate: '2030-07-01T07:30:00.000Z' },
        { toggleName: 'BETA_USERS', toggleType: 'VARIABLE', variableCount: 2, firstVariables: ['alice', 'BOB'] },
        { toggleName: 'STAFF_ONLY', toggleType: 'PATTERN', togglePattern: '@example\\.com$' },
      ],
    });
  });

  it('reads the list with its states in one query, however many toggles there are', async () => {
    const query = vi.spyOn(t.db, 'query');
    try {
      const list = await call(alice, 'GET', `${BASE}/all`);
      expect(list.statusCode).toBe(200);
      const toggleQueries = query.mock.calls.filter(([sql]) => String(sql).includes('feature_toggle.toggles'));
      expect(toggleQueries).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('answers the detail of each kind with current values; dates in UTC, empty and repeated variables dropped', async () => {
    expect((await call(alice, 'GET', `${BASE}/simple/NEW_CHECKOUT`)).json()).toEqual({
      toggleName: 'NEW_CHECKOUT',
      toggleType: 'SIMPLE',
      enabled: true,
    });
    expect((await call(alice, 'GET', `${BASE}/date/SUMMER_SALE`)).json()).toEqual({
      toggleName: 'SUMMER_SALE',
      toggleType: 'DATE',
      toggleDate: '2030-07-01T07:30:00.000Z',
    });
    expect((await call(alice, 'GET', `${BASE}/variable/BETA_USERS`)).json()).toEqual({
      toggleName: 'BETA_USERS',
      toggleType: 'VARIABLE',
      variables: ['alice', 'BOB'],
    });
    expect((await call(alice, 'GET', `${BASE}/pattern/STAFF_ONLY`)).json()).toEqual({
      toggleName: 'STAFF_ONLY',
      toggleType: 'PATTERN',
      togglePattern: '@example\\.com$',
    });
  });

  it('updates with the SPEC spelling and renames when the body names another toggle', async () => {
    const res = await call(alice, 'PUT', `${BASE}/simple/NEW_CHECKOUT`, { toggleName: 'NEW_CHECKOUT', enabled: false });
    expect(res.json()).toEqual({ message: 'Simple Toggle Upadted successfully!' });
    expect((await call(alice, 'GET', `${BASE}/simple/NEW_CHECKOUT`)).json()).toMatchObject({ enabled: false });
    for (const [kind, body, label] of [
      ['date', { toggleName: 'SUMMER_SALE', toggleDate: '2031-01-01T00:00:00Z' }, 'Date'],
      ['variable', { toggleName: 'BETA_USERS', variables: ['CAROL'] }, 'Variable'],
      ['pattern', { toggleName: 'STAFF_ONLY', togglePattern: '^staff-' }, 'Pattern'],
    ] as const) {
      expect((await call(alice, 'PUT', `${BASE}/${kind}/${body.toggleName}`, body)).json()).toEqual({
        message: `${label} Toggle Upadted successfully!`,
      });
    }
    expect((await call(alice, 'GET', `${BASE}/variable/BETA_USERS`)).json()).toMatchObject({ variables: ['CAROL'] });
    expect((await call(alice, 'GET', `${BASE}/all`)).json()).toEqual({
      toggles: [
        { toggleName: 'NEW_CHECKOUT', toggleType: 'SIMPLE', enabled: false },
        { toggleName: 'SUMMER_SALE', toggleType: 'DATE', toggleDate: '2031-01-01T00:00:00.000Z' },
        { toggleName: 'BETA_USERS', toggleType: 'VARIABLE', variableCount: 1, firstVariables: ['CAROL'] },
        { toggleName: 'STAFF_ONLY', toggleType: 'PATTERN', togglePattern: '^staff-' },
      ],
    });
    const renamed = await call(alice, 'PUT', `${BASE}/pattern/STAFF_ONLY`, {
      toggleName: 'STAFF',
      togglePattern: '^staff-',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call(alice, 'GET', `${BASE}/pattern/STAFF_ONLY`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', `${BASE}/pattern/STAFF`)).statusCode).toBe(200);
  });

  it('rejects a taken name with 409, also under another kind and on rename', async () => {
    const same = await call(alice, 'POST', `${BASE}/simple`, { toggleName: 'NEW_CHECKOUT', enabled: true });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ status: 409, validationErrors: [{ field: 'toggleName' }] });
    expect(
      (await call(alice, 'POST', `${BASE}/pattern`, { toggleName: 'NEW_CHECKOUT', togglePattern: 'x' })).statusCode,
    ).toBe(409);
    await createToggle(t, alice, 'simple', { toggleName: 'OTHER', enabled: true });
    expect(
      (await call(alice, 'PUT', `${BASE}/simple/OTHER`, { toggleName: 'NEW_CHECKOUT', enabled: true })).statusCode,
    ).toBe(409);
  });

  it.each([
    ['simple', { toggleName: 'lower_case', enabled: true }, 'toggleName'],
    ['simple', { toggleName: 'SPACE NAME', enabled: true }, 'toggleName'],
    ['simple', { toggleName: 'X', enabled: 'yes' }, 'enabled'],
    ['simple', { toggleName: '', enabled: true }, 'toggleName'],
    ['date', { toggleName: 'D', toggleDate: '07/01/2030' }, 'toggleDate'],
    ['date', { toggleName: 'D', toggleDate: '2030-07-01T09:30:00' }, 'toggleDate'],
    ['variable', { toggleName: 'V', variables: ['', '  '] }, 'variables'],
    ['variable', { toggleName: 'V', variables: 'ALICE' }, 'variables'],
    ['pattern', { toggleName: 'P', togglePattern: '' }, 'togglePattern'],
    ['pattern', { toggleName: 'P', togglePattern: '(a' }, 'togglePattern'],
    ['pattern', { toggleName: 'P', togglePattern: '(a)\\1' }, 'togglePattern'],
    ['pattern', { toggleName: 'P', togglePattern: '(?=a)' }, 'togglePattern'],
    ['pattern', { toggleName: 'P', togglePattern: 'x'.repeat(257) }, 'togglePattern'],
  ])('rejects an invalid %s body %j with 400 on %s', async (kind, body, field) => {
    const res = await call(alice, 'POST', `${BASE}/${kind}`, body);
    expect(res.statusCode).toBe(400);
    const json = res.json() as { validationErrors: { field: string }[] };
    expect(json.validationErrors.map((e) => e.field)).toContain(field);
  });

  it('treats the kind as part of the address', async () => {
    expect((await call(alice, 'GET', `${BASE}/pattern/NEW_CHECKOUT`)).statusCode).toBe(404);
    expect(
      (await call(alice, 'PUT', `${BASE}/pattern/NEW_CHECKOUT`, { toggleName: 'NEW_CHECKOUT', togglePattern: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call(alice, 'GET', `${BASE}/boolean/NEW_CHECKOUT`)).statusCode).toBe(400);
  });

  it('keeps customers apart: names are per customer and others are invisible (404)', async () => {
    expect((await call(bob, 'GET', `${BASE}/all`)).json()).toEqual({ toggles: [] });
    expect((await call(bob, 'GET', `${BASE}/simple/NEW_CHECKOUT`)).statusCode).toBe(404);
    expect(
      (await call(bob, 'PUT', `${BASE}/simple/NEW_CHECKOUT`, { toggleName: 'NEW_CHECKOUT', enabled: true })).statusCode,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `${BASE}/simple/NEW_CHECKOUT`)).statusCode).toBe(404);
    expect((await call(bob, 'POST', `${BASE}/simple`, { toggleName: 'NEW_CHECKOUT', enabled: true })).statusCode).toBe(
      201,
    );
    expect((await call(alice, 'GET', `${BASE}/simple/NEW_CHECKOUT`)).json()).toMatchObject({ enabled: false });
  });

  it('deletes a toggle', async () => {
    const res = await call(alice, 'DELETE', `${BASE}/simple/OTHER`);
    expect(res.json()).toEqual({ message: 'Simple Toggle deleted successfully!' });
    expect((await call(alice, 'GET', `${BASE}/simple/OTHER`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `${BASE}/simple/OTHER`)).statusCode).toBe(404);
  });

  it('needs a console token: none, a machine token or a forged one are 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/all` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/all`, headers: alice.machine })).statusCode).toBe(401);
    const forged = `${alice.console.authorization.slice(0, -4)}AAAA`;
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/all`, headers: { authorization: forged } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${BASE}/simple`, payload: { toggleName: 'X', enabled: true } }))
        .statusCode,
    ).toBe(401);
  });
});
