import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, type FakeBrowser } from './test-browser-globals';

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const { startSession, logout, REFRESH_INTERVAL_MS } = await import('./session');
const { getRefreshToken, endSession } = await import('./session-store');
const { registerNavigator } = await import('./navigation');
// session.tsx loads its route definitions on first use; load them here so fake timers only meet cached modules.
await import('@app/contracts/customer/session');

const tokens = (n: number) => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 14400 });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let browser: FakeBrowser;
const navigations: { to: string; replace: boolean }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  browser = installFakeBrowser('https:');
  navigations.length = 0;
  registerNavigator((to, options) => navigations.push({ to, replace: Boolean(options?.replace) }));
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('stores the access token in a strict, secure cookie for expires_in seconds and the refresh token in memory', () => {
    startSession(tokens(1));
    expect(browser.cookieWrites.at(-1)).toBe('token=access-1; Path=/; Max-Age=14400; SameSite=Strict; Secure');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(browser.storage.size).toBe(0);
  });

  it('refreshes every 800000 ms and reschedules after each success', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      return json(200, tokens(Number(refreshToken.split('-')[1]) + 1));
    });
    vi.stubGlobal('fetch', fetchMock);
    startSession(tokens(1));
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/customer/api/v1/public/auth-token/refresh');
    expect(document.cookie).toBe('token=access-2');
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getRefreshToken()).toBe('refresh-3');
  });

  it('a failed refresh ends the session and goes to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { status: 401, message: 'expired', validationErrors: [] })),
    );
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    startSession(tokens(1));
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(document.cookie).toBe('');
    expect(navigations).toEqual([{ to: '/login', replace: false }]);
  });

  it('logout revokes the refresh token, clears the cookie and goes home replacing history, even if the call fails', async () => {
    const fetchMock = vi.fn(async () => json(500, { status: 500, message: 'down', validationErrors: [] }));
    vi.stubGlobal('fetch', fetchMock);
    startSession(tokens(1));
    await logout();
    expect(fetchMock.mock.calls[0]).toEqual([
      '/customer/api/v1/public/auth-token/logout',
      expect.objectContaining({ body: '{"refreshToken":"refresh-1"}' }),
    ]);
    expect(document.cookie).toBe('');
    // Either a router navigation or a fresh document load is fine, as long as it lands on / replacing history.
    expect([...navigations, ...browser.documentLoads]).toEqual([{ to: '/', replace: true }]);
  });
});
