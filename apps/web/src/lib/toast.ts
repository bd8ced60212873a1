import { useSyncExternalStore } from 'react';
import type * as ReactToastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';
import { placeToasts } from './toast-placement';

/**
 * Toasts load react-toastify, its styles and its container with the first one, so a page that never toasts (the
 * landing page on a first visit) does not download them. A toast raised before the container has mounted waits in
 * react-toastify's own queue and shows as soon as it does.
 */
type Kind = 'success' | 'error' | 'info';

let library: Promise<typeof ReactToastify> | undefined;
let requested = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ToastOptions): void {
  library ??= import('react-toastify');
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  library.then(
    ({ toast }) => {
      // Placed where the page is now: clear of the form the message is about (issue 23).
      placeToasts();
      // The same message of the same kind while it is still shown is one toast, not a stack (issue 23).
      toast[kind](message, { toastId: `${kind}:${message}`, ...options });
    },
    () => {
      // The chunk did not arrive (offline): the next toast tries again.
      library = undefined;
    },
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast was raised: the container is mounted from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
