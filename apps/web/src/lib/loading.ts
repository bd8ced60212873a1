import { useSyncExternalStore } from 'react';

// One counter for every overlay-worthy call in flight, so overlapping calls never hide the spinner early.
let inFlight = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function beginLoading(): void {
  inFlight += 1;
  emit();
}

export function endLoading(): void {
  inFlight = Math.max(0, inFlight - 1);
  emit();
}

export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  beginLoading();
  try {
    return await work();
  } finally {
    endLoading();
  }
}

export function isLoadingNow(): boolean {
  return inFlight > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoadingNow, () => false);
}
