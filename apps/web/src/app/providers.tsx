import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { useTheme } from '../lib/theme';
import { useToastsRequested } from '../lib/toast';
import type { AppRouter } from './router';

const Toasts = lazy(async () => ({ default: (await import('../components/ui/toast-container')).Toasts }));

/** The toast container and react-toastify load with the first toast (lib/toast.ts), in a boundary of their own. */
function Toaster() {
  const { theme } = useTheme();
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toasts theme={theme} />
    </Suspense>
  );
}

export function Providers({ router }: { router: AppRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {/* The catalogue loads over HTTP; render nothing rather than untranslated keys. */}
          <Suspense fallback={null}>
            <RouterProvider router={router} />
            <LoadingOverlay />
          </Suspense>
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
