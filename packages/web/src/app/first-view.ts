import { BASE_PATH } from '../config/base-path';
import { readStored } from '../lib/storage';
import { preloadHeaderLinks } from './layouts/public-header';
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
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_VIEW_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    page.then(done, done);
  });
}

const isDashboard = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

/** The scripts a first render of `path` draws: the dashboard's with a session, else the public page's and the header's links. */
function preloadFor(path: string): Promise<unknown> | undefined {
  if (isDashboard(path)) return readStored('token') ? preloadDashboard(path) : undefined;
  return Promise.all(preloadHeaderLinks());
}
