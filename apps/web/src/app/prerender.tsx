// Build-time renderer (ADR 076): the public pages as static HTML, so the first paint needs no script. Built by
// `vite build --ssr` and driven by apps/web/scripts/prerender.ts; never shipped to browsers.
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SessionProvider } from '../lib/session';
import { documentHead } from '../lib/use-document-title';
import { routes } from './routes';

export interface PrerenderedPage {
  html: string;
  title: string | null;
  description: string | null;
}

/** Renders one route with every lazy part resolved; `resources` are the English catalogues of public/locales. */
export async function renderPage(path: string, resources: Resource): Promise<PrerenderedPage> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en'],
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages are pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let title: string | null = null;
  let description: string | null = null;
  documentHead.collect = (fullTitle, text) => {
    title = fullTitle;
    description = text ?? description;
  };
  const page = () => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <Suspense fallback={null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  try {
    // The first pass loads every lazy component, so the second suspends as little as it can.
    await prerender(page());
    const { prelude } = await prerender(page());
    return { html: await new Response(prelude).text(), title, description };
  } finally {
    documentHead.collect = null;
  }
}
