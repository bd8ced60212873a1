import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@app/contracts/common/route';
import { installFakeBrowser, type FakeBrowser } from './test-browser-globals';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('./toast', () => ({ toast }));

const { callApi, ApiError } = await import('./api-client');
const { registerNavigator } = await import('./navigation');
const { isLoadingNow } = await import('./loading');

const createRoute = defineRoute({
  method: 'POST',
  path: '/abs-testing/api/v1/ab-test/:abTestName',
  params: z.object({ abTestName: z.string() }),
  body: z.object({ abTestName: z.string() }),
  response: z.object({ message: z.string() }),
});
const listRoute = defineRoute({
  method: 'GET',
  path: '/abs-testing/api/v1/ab-tests',
  response: z.object({ message: z.string() }),
});

function respond(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

let browser: FakeBrowser;
const navigations: string[] = [];

beforeEach(() => {
  browser = installFakeBrowser();
  navigations.length = 0;
  registerNavigator((to) => navigations.push(to));
  toast.success.mockReset();
  toast.error.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the token cookie as a bearer header, JSON by default, and fills path params', async () => {
    document.cookie = 'token=abc.def';
    const fetchMock = respond(200, { message: 'AB Test updated successfully.' });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(createRoute, { params: { abTestName: 'FAST CHECKOUT' }, body: { abTestName: 'X' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(url).toBe('/abs-testing/api/v1/ab-test/FAST%20CHECKOUT');
    expect(headers.get('authorization')).toBe('Bearer abc.def');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"abTestName":"X"}');
  });

  it('keeps the browser multipart type for FormData bodies', async () => {
    const fetchMock = respond(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(createRoute, { params: { abTestName: 'A' }, body: new FormData(), showSuccessToast: false });
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).has('content-type')).toBe(false);
  });

  it('toasts the server message on success, a custom one when given, and never for GET', async () => {
    vi.stubGlobal('fetch', respond(200, { message: 'from server' }));
    await callApi(createRoute, { params: { abTestName: 'A' }, body: { abTestName: 'A' } });
    await callApi(createRoute, { params: { abTestName: 'A' }, body: { abTestName: 'A' }, successMessage: 'custom' });
    await callApi(listRoute);
    expect(toast.success.mock.calls).toEqual([['from server'], ['custom']]);
  });

  it('toasts the first validation error and throws an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        status: 400,
        message: 'Invalid',
        validationErrors: [{ field: 'abTestName', message: 'enter a valid abTest name' }],
      }),
    );
    const error = await callApi(createRoute, { params: { abTestName: 'a' }, body: { abTestName: 'a' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).status).toBe(400);
    expect(toast.error.mock.calls).toEqual([['enter a valid abTest name']]);
  });

  it('on 401 clears localStorage and the session and goes to /login without a toast', async () => {
    document.cookie = 'token=expired';
    browser.storage.set('i18nextLng', 'en');
    vi.stubGlobal('fetch', respond(401, { status: 401, message: 'Unauthorized', validationErrors: [] }));
    await expect(callApi(listRoute)).rejects.toBeInstanceOf(ApiError);
    expect(browser.storage.size).toBe(0);
    expect(document.cookie).toBe('');
    expect(navigations).toEqual(['/login']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('with redirectOn401 false a 401 is just an error message (wrong password)', async () => {
    vi.stubGlobal('fetch', respond(401, { status: 401, message: 'Invalid credentials', validationErrors: [] }));
    await expect(
      callApi(createRoute, { params: { abTestName: 'A' }, body: { abTestName: 'A' }, redirectOn401: false }),
    ).rejects.toThrow('Invalid credentials');
    expect(navigations).toEqual([]);
    expect(toast.error.mock.calls).toEqual([['Invalid credentials']]);
  });

  it('counts overlay calls in flight until they settle', async () => {
    let release: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const states: boolean[] = [];
    const pending = callApi(listRoute, { overlay: true });
    states.push(isLoadingNow());
    release(new Response(JSON.stringify({ message: 'x' }), { status: 200 }));
    await pending;
    states.push(isLoadingNow());
    expect(states).toEqual([true, false]);
  });
});
