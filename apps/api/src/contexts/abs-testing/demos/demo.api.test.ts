import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMemoryLimiter } from '../../../platform/http/rate-limiter.ts';
import { DEMO_RATE_LIMIT } from './demo.routes.ts';

const PUBLIC = '/abs-testing/api/v1/public';

describe('public A/B demos', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const get = (url: string, ip = '10.0.0.1') => t.app.inject({ url: `${PUBLIC}${url}`, remoteAddress: ip });

  it('answers exactly one checkout flag per preview', async () => {
    for (let i = 0; i < 20; i++) {
      const body = (await get('/market-place-demo')).json();
      expect(Object.keys(body).sort()).toEqual(['defaultCheckout', 'fasterCheckout', 'oneClickCheckout']);
      expect(Object.values(body).filter((v) => v === true)).toHaveLength(1);
    }
  });

  it('answers exactly one 6-digit access code per preview', async () => {
    for (let i = 0; i < 20; i++) {
      const body = (await get('/access-code-demo')).json();
      const codes = [body.smsAccessCode, body.emailAccessCode, body.authenticatorAccessCode];
      expect(codes.filter((c) => c === null)).toHaveLength(2);
      expect(codes.find((c) => c !== null)).toMatch(/^\d{6}$/);
    }
  });

  it('reports the seeded test, counts and the latest users, then resets', async () => {
    await get('/result-demo/CLIENT_AUTHENTICATION/reset');
    for (let i = 0; i < 5; i++) await get('/access-code-demo');
    const res = await get('/result-demo/CLIENT_AUTHENTICATION');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.abTestResponseDto).toEqual({
      abTestName: 'CLIENT_AUTHENTICATION',
      variantDtoList: [
        { variantName: 'APP_FLOW', percentage: 10 },
        { variantName: 'SMS_FLOW', percentage: 30 },
        { variantName: 'EMAIL_FLOW', percentage: 60 },
      ],
    });
    expect(body.abTestDataCountDtoList.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(5);
    expect(body.abTestDataResponseDtoList).toHaveLength(5);
    expect(body.abTestDataResponseDtoList[0]).toEqual({ variant: expect.any(String), userId: expect.any(String) });
    expect((await get('/result-demo/CLIENT_AUTHENTICATION/reset')).statusCode).toBe(200);
    const after = (await get('/result-demo/CLIENT_AUTHENTICATION')).json();
    expect(after.abTestDataCountDtoList).toEqual([]);
    expect(after.abTestDataResponseDtoList).toEqual([]);
    expect(after.abTestResponseDto.abTestName).toBe('CLIENT_AUTHENTICATION');
  });

  it('limits the breakdown to the latest 100 users and matches marketplace flags to variants', async () => {
    await get('/result-demo/MARKET_PLACE_CHECKOUT/reset');
    const flags: Record<string, number> = { fasterCheckout: 0, oneClickCheckout: 0, defaultCheckout: 0 };
    for (let i = 0; i < 110; i++) {
      const body = (await get('/market-place-demo', `10.1.0.${i}`)).json() as Record<string, boolean>;
      for (const [k, v] of Object.entries(body)) if (v) flags[k]! += 1;
    }
    const body = (await get('/result-demo/MARKET_PLACE_CHECKOUT')).json();
    expect(body.abTestDataResponseDtoList).toHaveLength(100);
    const count = (variant: string) =>
      body.abTestDataCountDtoList.find((c: { variant: string }) => c.variant === variant)?.count ?? 0;
    expect(count('FASTER_CHECKOUT')).toBe(flags.fasterCheckout);
    expect(count('ONE_CLICK_BUY')).toBe(flags.oneClickCheckout);
    expect(count('TRADITIONAL_CHECK_OUT')).toBe(flags.defaultCheckout);
  });

  it('tracks one purchase per marketplace visitor and shows conversion per variant next to the counts', async () => {
    await get('/result-demo/MARKET_PLACE_CHECKOUT/reset');
    const noVisitor = await t.app.inject({ method: 'POST', url: `${PUBLIC}/market-place-demo/purchase` });
    expect(noVisitor.statusCode).toBe(400);
    expect(noVisitor.json()).toMatchObject({ status: 400, validationErrors: [] });

    const preview = await get('/market-place-demo');
    const cookie = String(preview.headers['set-cookie']);
    expect(cookie).toMatch(/^ab_demo_visitor=[0-9a-f-]{36}; Path=\/abs-testing\/api\/v1\/public\/market-place-demo;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const visitor = cookie.split(';')[0]!;
    const flags = preview.json() as Record<string, boolean>;
    const variant = flags.fasterCheckout
      ? 'FASTER_CHECKOUT'
      : flags.oneClickCheckout
        ? 'ONE_CLICK_BUY'
        : 'TRADITIONAL_CHECK_OUT';
    // Another visitor who only looks.
    await get('/market-place-demo');
    for (let i = 0; i < 2; i++) {
      const bought = await t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/market-place-demo/purchase`,
        headers: { cookie: visitor },
        remoteAddress: '10.0.0.1',
      });
      expect(bought.statusCode).toBe(202);
      expect(bought.json()).toEqual({ accepted: true, attributed: true });
    }
    const body = (await get('/result-demo/MARKET_PLACE_CHECKOUT')).json();
    expect(body.abTestDataCountDtoList.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(2);
    const conversions = body.abTestConversionDtoList as { variant: string; users: number; conversions: number }[];
    expect(conversions.map((c) => c.variant)).toEqual(
      body.abTestDataCountDtoList.map((c: { variant: string }) => c.variant),
    );
    expect(conversions.reduce((s, c) => s + c.conversions, 0)).toBe(1);
    expect(conversions.find((c) => c.variant === variant)).toMatchObject({ conversions: 1 });
    await get('/result-demo/MARKET_PLACE_CHECKOUT/reset');
    expect((await get('/result-demo/MARKET_PLACE_CHECKOUT')).json().abTestConversionDtoList).toEqual([]);
    expect((await get('/result-demo/CLIENT_AUTHENTICATION')).json().abTestConversionDtoList).toEqual([]);
  });

  it('refuses an unknown demo type', async () => {
    expect((await get('/result-demo/SOMETHING_ELSE')).statusCode).toBe(400);
  });
});

describe('public A/B demo rate limit', { timeout: 120_000 }, () => {
  it('answers 429 with Retry-After past the per-IP limit', async () => {
    const t = await createTestApp({}, { limiter: createMemoryLimiter() });
    try {
      let last;
      for (let i = 0; i <= DEMO_RATE_LIMIT.limit; i++) {
        last = await t.app.inject({ url: `${PUBLIC}/result-demo/MARKET_PLACE_CHECKOUT`, remoteAddress: '10.9.9.9' });
      }
      expect(last!.statusCode).toBe(429);
      expect(last!.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
