import './lib/zod-jitless';
import './fonts.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstView } from './app/first-view';
import { createAppRouter, loadFirstRoutes } from './app/router';
import { renderFirst } from './app/layouts/after-shell';
import { loadLateFonts } from './lib/late-fonts';
import { unregisterServiceWorkers } from './lib/service-workers';

unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render draws the page the address opens when its script is here (first-view.ts), in
// a task of its own after the one that ran the scripts: two shorter tasks instead of one long one
// on a phone (issue 14: total blocking time, ~25 % less in a profile). Within it the layouts draw
// their page a task after themselves (app/layouts/after-shell.tsx).
void Promise.all([firstView(window.location.pathname), loadFirstRoutes(window.location.pathname)]).then(() =>
  setTimeout(() => {
    const router = createAppRouter();
    renderFirst(() =>
      createRoot(container).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
    loadLateFonts();
  }),
);
