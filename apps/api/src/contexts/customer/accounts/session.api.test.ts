import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ACCOUNT_PATHS, postJson, registerAndLogin } from '../../../test/accounts-helper.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';

describe('sessions: refresh rotation and logout', { timeout: 60_000 }, () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const refresh = (refreshToken: string) => postJson(t, ACCOUNT_PATHS.refresh, { refreshToken });
  const liveFamilies = (customerId: string) => createRefreshTokensRepository(t.db).countLiveFamilies(customerId, clock);

  it('rotates the refresh token on every use and issues a fresh access token', async () => {
    const s = await registerAndLogin(t);
    clock += 1000;
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const next = res.json();
    expect(next.refresh_token).not.toBe(s.refreshToken);
    expect(next.expires_in).toBe(900);
    expect(await t.tokens.verifyConsole(next.access_token)).toMatchObject({ customerId: s.customerId });
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const s = await registerAndLogin(t);
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM customer.refresh_tokens');
    expect(rows.some((r) => r.token_hash === s.refreshToken)).toBe(false);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const s = await registerAndLogin(t);
    const next = (await refresh(s.refreshToken)).json();
    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect(await liveFamilies(s.customerId)).toBe(0);
  });

  it('leaves at most one live family after two parallel refreshes with one token', async () => {
    const s = await registerAndLogin(t);
    const results = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(await liveFamilies(s.customerId)).toBeLessThanOrEqual(1);
    const winners = results.filter((r) => r.statusCode === 200).map((r) => r.json().refresh_token as string);
    for (const token of winners) {
      const later = await refresh(token);
      expect([200, 401]).toContain(later.statusCode);
      if ((await liveFamilies(s.customerId)) === 0) expect(later.statusCode).toBe(401);
    }
  });

  it('ends a family 30 days after login however often it was rotated', async () => {
    const s = await registerAndLogin(t);
    let token = s.refreshToken;
    for (let day = 0; day < 3; day++) {
      clock += 10 * 24 * 60 * 60_000 + 1000;
      const res = await refresh(token);
      if (day < 2) {
        expect(res.statusCode).toBe(200);
        token = res.json().refresh_token;
      } else {
        expect(res.statusCode).toBe(401);
      }
    }
  });

  it('logout revokes the family; an unknown or missing token still answers 200', async () => {
    const s = await registerAndLogin(t);
    const out = await postJson(t, ACCOUNT_PATHS.logout, { refreshToken: s.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: expect.any(String) });
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    expect((await postJson(t, ACCOUNT_PATHS.logout, {})).statusCode).toBe(200);
    expect((await postJson(t, ACCOUNT_PATHS.logout, { refreshToken: 'nope' })).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token with the error envelope', async () => {
    const res = await refresh('not-a-real-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, message: expect.any(String), validationErrors: [] });
  });
});
