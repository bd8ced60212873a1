import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { AuthTokens } from '@app/contracts/customer/session';

// The route definitions carry zod schemas; loading them on first use keeps zod out of the landing bundle.
const sessionRoutes = () => import('@app/contracts/customer/session');
import { callApi } from './api-client';
import { navigateTo } from './navigation';
import { clearTokenCookie } from './cookies';
import {
  clearRefreshTimer,
  endSession,
  getRefreshToken,
  setRefreshTimer,
  storeTokens,
  useHasToken,
} from './session-store';

/** SPEC §4 and §9: refresh 800000 ms after each successful verification or refresh. */
export const REFRESH_INTERVAL_MS = 800_000;

function scheduleRefresh(): void {
  setRefreshTimer(() => void refreshSession(), REFRESH_INTERVAL_MS);
}

async function refreshSession(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    console.log('Token refresh skipped: no refresh token held');
    return;
  }
  try {
    const { refreshRoute } = await sessionRoutes();
    const tokens = await callApi(refreshRoute, {
      body: { refreshToken },
      showErrorToast: false,
      showSuccessToast: false,
      redirectOn401: false,
    });
    startSession(tokens);
  } catch (error) {
    console.log('Token refresh failed', error);
    endSession();
    navigateTo('/login');
  }
}

export function startSession(tokens: AuthTokens): void {
  storeTokens(tokens.access_token, tokens.refresh_token, tokens.expires_in);
  scheduleRefresh();
}

export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    const { logoutRoute } = await sessionRoutes();
    await callApi(logoutRoute, {
      body: refreshToken ? { refreshToken } : {},
      showErrorToast: false,
      showSuccessToast: false,
      redirectOn401: false,
    });
  } catch {
    // Logging out must work even when the server is unreachable or the token already expired.
  }
  // A document load, not a router navigation: a guarded console page told "session ended" redirects to /login before a
  // (transition) navigation to / commits. So the cookie and timer go silently, and the new document starts logged
  // out, without the old one's in-memory refresh token or cached customer data.
  clearRefreshTimer();
  clearTokenCookie();
  window.location.replace('/');
}

export interface SessionValue {
  isLoggedIn: boolean;
  startSession: typeof startSession;
  logout: typeof logout;
}

const actions = { startSession, logout };
const SessionContext = createContext<typeof actions | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(() => clearRefreshTimer, []);
  return <SessionContext value={actions}>{children}</SessionContext>;
}

/** isLoggedIn is re-read from the cookie on every render of the caller, since a cookie expires silently. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  const isLoggedIn = useHasToken();
  return { isLoggedIn, ...value };
}
