/**
 * Where the server serves the product ('' at the root, '/bayan' behind a proxy), read once from the
 * `<base href>` it puts first in the page (server BASE_PATH). Without the tag (the Vite dev
 * server, unit tests) the product is at the root.
 */
function readBasePath(): string {
  const base = typeof document === 'undefined' ? null : document.querySelector('base');
  return (base?.getAttribute('href') ?? '/').replace(/\/$/, '');
}

export const BASE_PATH = readBasePath();

/** A path of this server (`/api/...`) as the browser must request it. */
export const withBase = (path: string): string => `${BASE_PATH}${path}`;
