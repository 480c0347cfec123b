import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MODULES_META, type ModuleName } from '@bayan/shared';
import { sendError } from './errors.js';
import { SETTINGS_PRELOAD } from './settings-preload.js';
import { pageRenderer } from './web-render/index.js';

/**
 * index.html as served: a `<base href>` first, so the build's relative asset URLs and the app's
 * router and API calls all resolve under the base path (web config/base-path.ts), the switched-on
 * modules named in a meta tag (shared/modules.ts), the settings' preload and `extra` head tags.
 */
function servedPage(html: string, modules: ReadonlySet<ModuleName>, basePath: string, extra = ''): string {
  const meta = `<meta name="${MODULES_META}" content="${[...modules].join(',')}" />`;
  return html
    .replace('<head>', `<head><base href="${basePath}/" />`)
    .replace('</head>', `    ${meta}\n${SETTINGS_PRELOAD}${extra}  </head>`);
}

/** What the web build says a first view loads beyond the entry (web first-views.ts, `.vite/first-views.json`). */
interface FirstView {
  path: string;
  preload: Preload;
  /** What a switched-on business module adds (its header links). */
  preloadWhenOn?: Partial<Record<ModuleName, Preload>>;
}

interface Preload {
  js: string[];
  css: string[];
}

const FIRST_VIEWS_FILE = path.join('.vite', 'first-views.json');
const SAFE_ASSET = /^assets\/[\w.-]+\.(js|css)$/;

function readFirstViews(root: string): FirstView[] {
  const file = path.join(root, FIRST_VIEWS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstView[]) : [];
}

/**
 * The links that start a first view's own scripts and styles with the page (issue 14): without
 * them the browser finds the page's chunk only once the entry has downloaded and run, a round trip
 * later on a phone's network. A switched-off module's part is left out. Only the build's own asset
 * names are linked.
 */
function preloadLinks({ preload, preloadWhenOn = {} }: FirstView, modules: ReadonlySet<ModuleName>): string {
  const parts = [preload, ...[...modules].flatMap((name) => preloadWhenOn[name] ?? [])];
  const js = parts.flatMap((part) => part.js).filter((file) => SAFE_ASSET.test(file));
  const css = parts.flatMap((part) => part.css).filter((file) => SAFE_ASSET.test(file));
  return [
    ...js.map((file) => `    <link rel="modulepreload" crossorigin href="./${file}" />\n`),
    ...css.map((file) => `    <link rel="preload" as="style" crossorigin href="./${file}" />\n`),
  ].join('');
}

/** The page for each path: the first views' with their links, and the plain one for any other client route. */
export function servedPages(root: string, modules: ReadonlySet<ModuleName>, basePath: string) {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const byPath = new Map(
    readFirstViews(root).map((view) => [view.path, servedPage(html, modules, basePath, preloadLinks(view, modules))]),
  );
  const other = servedPage(html, modules, basePath);
  return (pathname: string) => byPath.get(pathname) ?? other;
}

const PRECOMPRESSED = /\.(br|gz)$/;

/** A file the build would have made (a hashed asset, the icon…), as opposed to a client route. */
function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || (/\.[^/]+$/.test(pathname) && pathname !== '/index.html');
}

interface WebOptions {
  root: string | undefined;
  modules: ReadonlySet<ModuleName>;
  basePath: string;
  /** How long a rendered public page is kept (web-render/render-cache.ts); 0 by default. */
  pageCacheSeconds?: number;
}

/**
 * Serves the built web app on the API's port. Hashed assets are cached for a year; any other GET
 * that is neither an API call nor a file gets index.html whatever it accepts (a browser, curl, a
 * link checker), so client routes work on reload.
 */
export default fp<WebOptions>(async (app, { root, modules, basePath, pageCacheSeconds = 0 }) => {
  const pageFor =
    root !== undefined && existsSync(path.join(root, 'index.html')) ? servedPages(root, modules, basePath) : null;
  const hasWeb = pageFor !== null;
  const render =
    hasWeb && root !== undefined ? await pageRenderer(app, root, { modules, basePath, pageCacheSeconds }) : null;
  if (hasWeb) {
    // wildcard: false registers one route per built file at start, so unknown paths reach the fallback.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Ours, set below: send's default (public, max-age=0) would override it.
      cacheControl: false,
      // The build writes `x.js.br` and `x.js.gz` beside `x.js` (web vite-precompress.ts): sent
      // as `x.js` with its Content-Encoding to a client that accepts it.
      preCompressed: true,
      // index.html is only ever the page above, with its modules; the compressed copies are
      // reached through their original's name only.
      allowedPath: (pathname) => pathname !== '/index.html' && !PRECOMPRESSED.test(pathname),
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !hasWeb || !isRead) return sendError(request, reply, 'NOT_FOUND');
    if (isFilePath(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const page = pageFor(pathname);
    const rendered = render && request.method === 'GET' ? await render(request, pathname, page) : null;
    if (rendered && 'redirect' in rendered) return reply.redirect(rendered.redirect, rendered.status);
    // The language a rendered page is in comes from the `lang` cookie: caches keep one per cookie.
    if (rendered) reply.code(rendered.status).header('vary', 'Cookie');
    if (rendered?.cookie) reply.header('set-cookie', rendered.cookie);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(rendered ? rendered.body : page);
  });
});
