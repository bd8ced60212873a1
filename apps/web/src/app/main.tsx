import '../styles/theme.css';
import '../styles/global.css';
import { StrictMode, startTransition } from 'react';
import { appContainer, releaseStaticCopy } from '../lib/prerender-handoff';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up runs as short tasks instead of one long one, so input is never blocked for long; a page pre-rendered at
// build time is on screen meanwhile. A module graph is evaluated in one task, so the app is imported in stages
// (React DOM, the catalogues, the router and its routes, the providers), each evaluated in a task of its own; the
// build preloads every stage with the entry (vite.config.ts), so the stages cost no extra round trip. The first
// render is a transition, which React renders in short slices.
async function start(): Promise<void> {
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const { initI18n } = await import('../lib/i18n');
  void initI18n();
  await nextTask();
  const { createAppRouter } = await import('./router');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const { Providers } = await import('./providers');
  await nextTask();
  // Only now, with every stage loaded, does the app claim the page: a stage that fails to load leaves the static
  // copy in place.
  const root = createRoot(appContainer());
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers router={router} />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  // The app could not start (a stage failed to load): the static copy's links still work as plain links.
  releaseStaticCopy();
  throw error;
});
