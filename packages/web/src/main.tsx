import './lib/zod-jitless';
import './fonts.css';
import './i18n/i18n';
import './app/resources';
import { StrictMode, startTransition } from 'react';
import { isLanguage } from '@bayan/shared';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstView } from './app/first-view';
import { createAppRouter, loadFirstRoutes } from './app/router';
import { hydrateServerState, renderedLanguage, serverRendered } from './app/server-state';
import i18n, { chooseLanguage, chosenLanguage } from './i18n/i18n';
import { cookieLanguage } from './i18n/language-cookie';
import { loadLateFonts } from './lib/late-fonts';
import { queryClient } from './lib/query-client';
import { unregisterServiceWorkers } from './lib/service-workers';

unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page comes rendered by the server (issue 30): React hydrates it from the same data
 * (the dehydrated query cache) in the same language, once the page's lazy route and the header's
 * links are here, so its first render is the server's HTML. The dashboard is rendered here.
 */
async function start(root: HTMLElement): Promise<void> {
  const hydrating = serverRendered(root);
  if (hydrating) {
    hydrateServerState(queryClient);
    await i18n.changeLanguage(renderedLanguage());
  }
  await Promise.all([firstView(window.location.pathname), loadFirstRoutes(window.location.pathname)]);
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  // Both in a transition: React renders (or hydrates) the first view in slices of a few
  // milliseconds, leaving the main thread to the visitor between them. Outside one, hydration takes
  // a blocking lane and runs as one long task (React's shouldTimeSlice), the page on screen but dead.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // A language the address asks for (the server's hreflang links) is the visitor's choice; a choice
  // stored before the cookie existed (or in another tab since) reaches the cookie, and the page.
  const asked = new URLSearchParams(window.location.search).get('lang');
  const chosen = isLanguage(asked) ? asked : chosenLanguage();
  if (chosen && (chosen !== i18n.language || cookieLanguage() !== chosen)) chooseLanguage(chosen);
  loadLateFonts();
}

void start(container);
