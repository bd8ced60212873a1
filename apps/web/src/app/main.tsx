import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/theme.css';
import '../styles/global.css';
import { initI18n } from '../lib/i18n';
import { appContainer } from '../lib/prerender-handoff';
import { Providers } from './providers';
import { createAppRouter } from './router';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up runs as a few short tasks instead of one long one, so input is never blocked for long; a page pre-rendered
// at build time is on screen meanwhile. The first render is a transition, which React renders in short slices.
async function start(): Promise<void> {
  const root = createRoot(appContainer());
  await nextTask();
  void initI18n();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers router={router} />
      </StrictMode>,
    );
  });
}

void start();
