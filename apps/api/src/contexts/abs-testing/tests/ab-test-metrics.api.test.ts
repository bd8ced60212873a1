import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/abs-testing/api/v1';
const variants = [
  { variantName: 'CONTROL', percentage: 50 },
  { variantName: 'TREATMENT', percentage: 50 },
];

describe('metrics of an A/B test', { timeout: 120_000 }, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await t.tokens.signConsole(randomUUID())}` };
  }, 120_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const create = (body: object) =>
    t.app.inject({ method: 'POST', url: `${BASE}/ab-test`, headers: auth, payload: body });
  const update = (name: string, body: object) =>
    t.app.inject({ method: 'POST', url: `${BASE}/ab-test/${name}`, headers: auth, payload: body });
  const detail = async (name: string) => (await t.app.inject({ url: `${BASE}/ab-test/${name}`, headers: auth })).json();

  it('stores metrics in order with resolved roles; the first is primary unless one is marked', async () => {
    const res = await create({
      abTestName: 'WITH_METRICS',
      variantDtoList: variants,
      metrics: [
        { name: 'checkout.completed', kind: 'CONVERSION' },
        { name: 'revenue', kind: 'VALUE' },
        { name: 'support-ticket', kind: 'CONVERSION', role: 'GUARDRAIL' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(await detail('WITH_METRICS')).toMatchObject({
      metrics: [
        { name: 'checkout.completed', kind: 'CONVERSION', role: 'PRIMARY' },
        { name: 'revenue', kind: 'VALUE', role: 'SECONDARY' },
        { name: 'support-ticket', kind: 'CONVERSION', role: 'GUARDRAIL' },
      ],
      controlVariant: 'CONTROL',
    });
    await create({
      abTestName: 'MARKED',
      variantDtoList: variants,
      metrics: [
        { name: 'a', kind: 'CONVERSION' },
        { name: 'B.b', kind: 'VALUE', role: 'PRIMARY' },
      ],
      controlVariant: 'TREATMENT',
    });
    expect(await detail('MARKED')).toMatchObject({
      metrics: [
        { name: 'a', role: 'SECONDARY' },
        { name: 'B.b', role: 'PRIMARY' },
      ],
      controlVariant: 'TREATMENT',
    });
  });

  it('keeps metrics and control when an update leaves them out, replaces or clears them when given', async () => {
    await create({
      abTestName: 'KEPT',
      variantDtoList: variants,
      metrics: [{ name: 'purchase', kind: 'CONVERSION' }],
      controlVariant: 'TREATMENT',
    });
    expect((await update('KEPT', { abTestName: 'KEPT', variantDtoList: variants })).statusCode).toBe(200);
    expect(await detail('KEPT')).toMatchObject({ metrics: [{ name: 'purchase' }], controlVariant: 'TREATMENT' });
    // The marked control left the variants: the first one takes over.
    await update('KEPT', { abTestName: 'KEPT', variantDtoList: [{ variantName: 'NEW', percentage: 100 }] });
    expect(await detail('KEPT')).toMatchObject({ controlVariant: 'NEW' });
    await update('KEPT', { abTestName: 'KEPT', variantDtoList: variants, metrics: [] });
    expect(await detail('KEPT')).toMatchObject({ metrics: [], controlVariant: 'CONTROL' });
  });

  it('answers 400 with the field for every invalid metric set', async () => {
    const cases: [object, string][] = [
      [{ metrics: [{ name: '', kind: 'CONVERSION' }] }, 'metrics.0.name'],
      [{ metrics: [{ name: 'has space', kind: 'CONVERSION' }] }, 'metrics.0.name'],
      [{ metrics: [{ name: 'x'.repeat(65), kind: 'CONVERSION' }] }, 'metrics.0.name'],
      [{ metrics: [{ name: 'ok', kind: 'COUNT' }] }, 'metrics.0.kind'],
      [{ metrics: [{ name: 'ok', kind: 'VALUE', role: 'MAIN' }] }, 'metrics.0.role'],
      [
        {
          metrics: [
            { name: 'dup', kind: 'CONVERSION' },
            { name: 'dup', kind: 'VALUE' },
          ],
        },
        'metrics.1.name',
      ],
      [
        {
          metrics: [
            { name: 'a', kind: 'CONVERSION', role: 'PRIMARY' },
            { name: 'b', kind: 'VALUE', role: 'PRIMARY' },
          ],
        },
        'metrics',
      ],
      [{ metrics: Array.from({ length: 11 }, (_, i) => ({ name: `m${i}`, kind: 'CONVERSION' })) }, 'metrics'],
      [{ controlVariant: 'MISSING' }, 'controlVariant'],
    ];
    for (const [extra, field] of cases) {
      const res = await create({ abTestName: 'INVALID', variantDtoList: variants, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
      expect(res.json().validationErrors.map((e: { field: string }) => e.field)).toContain(field);
    }
    // Names keep their case: Purchase and purchase are two metrics.
    const cased = await create({
      abTestName: 'CASED',
      variantDtoList: variants,
      metrics: [
        { name: 'Purchase', kind: 'CONVERSION' },
        { name: 'purchase', kind: 'CONVERSION' },
      ],
    });
    expect(cased.statusCode).toBe(201);
  });
});
