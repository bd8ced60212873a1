import { useSyncExternalStore } from 'react';
import { clearTokenCookie, readToken, writeTokenCookie } from './cookies';

/**
 * The refresh token lives in memory only: a readable cookie or localStorage would hand it to any injected script
 * (SPEC §3 kept it "encrypted" with a fixed passphrase, which protects nothing). A reload therefore keeps the access
 * cookie until it expires but cannot refresh it.
 */
let refreshToken: string | undefined;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getRefreshToken(): string | undefined {
  return refreshToken;
}

export function storeTokens(accessToken: string, nextRefreshToken: string | undefined, expiresIn: number): void {
  writeTokenCookie(accessToken, expiresIn);
  refreshToken = nextRefreshToken;
  emit();
}

export function setRefreshTimer(callback: () => void, delayMs: number): void {
  clearRefreshTimer();
  refreshTimer = setTimeout(callback, delayMs);
}

export function clearRefreshTimer(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

/** Forgets everything about the session: cookie, refresh token and the pending refresh. */
export function endSession(): void {
  clearRefreshTimer();
  clearTokenCookie();
  refreshToken = undefined;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** SPEC §6: logged in means only that a `token` cookie is present. */
export function useHasToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readToken() !== undefined,
    () => false,
  );
}
