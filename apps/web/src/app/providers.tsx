import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { useTheme } from '../lib/theme';
import { router } from './router';

export function Providers() {
  const { theme } = useTheme();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {/* The catalogue loads over HTTP; render nothing rather than untranslated keys. */}
          <Suspense fallback={null}>
            <RouterProvider router={router} />
            <LoadingOverlay />
          </Suspense>
          <ToastContainer position="top-right" autoClose={2000} theme={theme} newestOnTop />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
