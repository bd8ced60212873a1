import { toast } from './toast';
import {
  buildPath,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@app/contracts/common/route';
import { ApiError, errorToastMessages, toApiError } from './api-error';
import { readToken } from './cookies';
import { withLoading } from './loading';
import { navigateTo } from './navigation';
import { endSession } from './session-store';

export { ApiError } from './api-error';

export interface CallOptions<R extends RouteDef> {
  params?: RouteParams<R>;
  query?: RouteQuery<R>;
  body?: RouteBody<R> | FormData;
  /** Overrides the `token` cookie (e.g. a freshly issued token). */
  token?: string;
  contentType?: string;
  showErrorToast?: boolean;
  showSuccessToast?: boolean;
  successMessage?: string;
  overlay?: boolean;
  /** Login and 2FA verify answer 401 for a wrong password or code; that must stay a message, not a logout. */
  redirectOn401?: boolean;
  signal?: AbortSignal;
}

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function buildHeaders<R extends RouteDef>(options: CallOptions<R>): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.token ?? readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // FormData must keep the browser's multipart type, which carries the boundary.
  if (!(options.body instanceof FormData)) headers.set('Content-Type', options.contentType ?? 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function successMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' && message ? message : undefined;
}

function handleUnauthorized(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored that we could lose then.
  }
  endSession();
  navigateTo('/login');
}

async function send<R extends RouteDef>(route: R, options: CallOptions<R>): Promise<RouteResponse<R>> {
  const url =
    buildPath(route.path, (options.params ?? {}) as Record<string, string | number>) + toQueryString(options.query);
  const body =
    options.body === undefined
      ? undefined
      : options.body instanceof FormData
        ? options.body
        : JSON.stringify(options.body);
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers: buildHeaders(options),
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data, response.statusText || `HTTP ${response.status}`);
  if (data === undefined) return undefined as RouteResponse<R>;
  const parsed = route.response.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected response from the server', [], data);
  return parsed.data as RouteResponse<R>;
}

/** The one way the web app calls the API; see SPEC §7 (headers) and §8 (toasts, 401). No client timeout. */
export async function callApi<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<RouteResponse<R>> {
  const { showErrorToast = true, showSuccessToast = true, redirectOn401 = true } = options;
  const run = () => send(route, options);
  try {
    const data = await (options.overlay ? withLoading(run) : run());
    const message = options.successMessage ?? successMessageOf(data);
    if (showSuccessToast && route.method !== 'GET' && message) toast.success(message);
    return data;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
    if (apiError.status === 401 && redirectOn401) handleUnauthorized();
    else if (showErrorToast) {
      for (const message of errorToastMessages(apiError)) toast.error(message);
    }
    throw apiError;
  }
}
