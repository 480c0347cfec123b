import './lib/zod-jitless';
import './fonts.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { unregisterServiceWorkers } from './lib/service-workers';

unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
