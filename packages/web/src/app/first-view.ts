import { DEFAULT_LANGUAGE, directionOf, isLanguage } from '@bayan/shared';
import { BASE_PATH } from '../config/base-path';
import { warmUpRtlFlip } from '../config/rtl-flip';
import i18n from '../i18n/instance';
import { formatNumber } from '../lib/format';
import { readStored } from '../lib/storage';
import { preloadHeaderLinks } from './layouts/public-header';
import { preloadPublicPage } from './public-routes';
import { preloadDashboard } from './router';

/** How long the first render waits for the page's script before it draws the shell around a spinner. */
const FIRST_VIEW_WAIT_MS = 1_000;

/**
 * The script (and words) of the page the address opens, fetched before the first render, which
 * waits for it a moment: the server links a first view's scripts with the page, so they are
 * usually here once the entry has run, and the first render then draws the page itself rather
 * than the header around a spinner that the page replaces a task later (issue 14: the largest
 * paint comes with the first). A public page waits for the header's links too, so the header is
 * whole from the first paint. A page that fails to load is left to its route's error screen.
 */
export function firstView(pathname: string): Promise<void> {
  const path = pathname.slice(BASE_PATH.length) || '/';
  const page = preloadFor(path);
  if (!page) return Promise.resolve();
  setTimeout(warmUpIntl);
  if (directionOf(pageLanguage()) === 'rtl') warmUpRtlFlip();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_VIEW_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    page.then(done, done);
  });
}

/** The scripts a first render of `path` draws: the dashboard's with a session, else the public page's and the header's links. */
function preloadFor(path: string): Promise<unknown> | undefined {
  if (path === '/dashboard' || path.startsWith('/dashboard/'))
    return readStored('token') ? preloadDashboard(path) : undefined;
  return Promise.all([preloadPublicPage(path), ...preloadHeaderLinks()]);
}

/**
 * Builds the page language's number formatter in a task of its own while the page's scripts
 * arrive: the first Intl object of a page pays for setting up the language's data (~10 ms here,
 * four times that on a phone), which would otherwise lengthen the first render (issue 14).
 */
function warmUpIntl(): void {
  formatNumber(0, pageLanguage());
}

function pageLanguage() {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
