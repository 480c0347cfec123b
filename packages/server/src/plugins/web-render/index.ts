import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, type Language, type ModuleName } from '@bayan/shared';
import { injectTransport } from './inject-transport.js';
import { askedLanguage, pageHtml } from './page-html.js';
import { createRenderCache } from './render-cache.js';
import { loadSsrBundle, type Rendered } from './ssr-bundle.js';

export { STATE_ELEMENT_ID } from './page-html.js';

/** The dashboard stays rendered in the browser: its token lives in browser storage (spec §3). */
/** Reads: anything else that succeeds may have changed what a public page shows. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isDashboard = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/**
 * The visitor's language: a `?lang=` in the address (the hreflang links), else the `lang` cookie
 * the browser sets beside its stored choice (web i18n), else none (the site's default).
 */
function visitorLanguage(request: FastifyRequest, url: URL): { language: Language | null; asked: boolean } {
  const asked = askedLanguage(url);
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  if (asked) return { language: asked, asked: asked !== value };
  return { language: isLanguage(value) ? value : null, asked: false };
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie the browser's language switch writes (web i18n/language-cookie.ts), set here when an
 * address asks for a language: without JavaScript the switch is a form that asks by `?lang=`, and
 * the visitor's next pages keep the choice.
 */
const languageCookie = (language: Language, basePath: string) =>
  `lang=${language}; Path=${basePath || '/'}; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;

/** A rendered page: its status and HTML (one Buffer a kept page shares, compressed once per encoding). */
type Page = { status: number; body: Buffer } | { redirect: string; status: number } | null;

export type PageRenderer = (
  request: FastifyRequest,
  pathname: string,
  template: string,
) => Promise<{ body: Buffer; status: number; cookie?: string } | { redirect: string; status: number } | null>;

/** At most this many rendered pages are kept (an address with a made-up query is an entry too). */
const MAX_KEPT_PAGES = 500;

/**
 * Issue 30: the public pages answered as HTML that holds their content, rendered by the web's
 * server bundle (null when it is not built: the browser then renders, as before). The bundle's
 * API calls go through this server's routes in the visitor's name (their address). A rendered
 * page is kept `pageCacheSeconds` for the same address and language, and forgotten at once when
 * any write succeeds here (a name edited, an appointment booked); a public page depends on no
 * session (the token lives in the browser), so every visitor may get the same HTML.
 */
export async function pageRenderer(
  app: FastifyInstance,
  webRoot: string,
  {
    modules,
    basePath,
    pageCacheSeconds,
  }: { modules: ReadonlySet<ModuleName>; basePath: string; pageCacheSeconds: number },
): Promise<PageRenderer | null> {
  const bundle = await loadSsrBundle(webRoot, modules);
  if (!bundle) return null;
  const visitor = new AsyncLocalStorage<string>();
  bundle.setApiTransport(injectTransport(app, basePath, () => visitor.getStore() ?? '127.0.0.1'));
  const kept = createRenderCache<Page>({ ttlMs: pageCacheSeconds * 1000, maxEntries: MAX_KEPT_PAGES });
  app.addHook('onResponse', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) kept.clear();
  });

  const renderPage = async (request: FastifyRequest, url: URL, language: Language | null, template: string) => {
    const rendered: Rendered = await visitor.run(request.ip, () =>
      bundle.render({ url: url.href, basePath, language }),
    );
    if (rendered.kind === 'browser') return null;
    if (rendered.kind === 'redirect') return { redirect: rendered.location, status: rendered.status };
    return { status: rendered.status, body: Buffer.from(pageHtml(template, rendered, url)) };
  };

  return async (request, pathname, template) => {
    if (isDashboard(pathname)) return null;
    const url = new URL(`${request.protocol}://${request.host}${request.originalUrl}`);
    const { language, asked } = visitorLanguage(request, url);
    let page: Page;
    try {
      page = await kept.get(`${language ?? ''} ${url.href}`, () => renderPage(request, url, language, template));
    } catch (error) {
      // The browser can still render the page: the visitor gets the plain page, the log the cause.
      request.log.error({ err: error }, 'server rendering failed');
      return null;
    }
    if (!page || 'redirect' in page || !(asked && language)) return page;
    return { ...page, cookie: languageCookie(language, basePath) };
  };
}
