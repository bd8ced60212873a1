import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import '../styles/theme.css';
import '../styles/global.css';
import '../lib/i18n';
import { Providers } from './providers';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
