import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import '../styles/theme.css';
import '../styles/global.css';
import '../lib/i18n';
import { appContainer } from '../lib/prerender-handoff';
import { Providers } from './providers';

const root = createRoot(appContainer());
// A transition renders in short slices, so the first render never blocks input for long (a page pre-rendered at
// build time is already on screen meanwhile).
root.render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
