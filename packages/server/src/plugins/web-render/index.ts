import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, type Language, type ModuleName } from '@bayan/shared';
import { injectTransport } from './inject-transport.js';
import { pageHtml } from './page-html.js';
import { loadSsrBundle, type Rendered } from './ssr-bundle.js';

export { STATE_ELEMENT_ID } from './page-html.js';

/** The dashboard stays rendered in the browser: its token lives in browser storage (spec §3). */
const isDashboard = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/**
 * The visitor's language: a `?lang=` in the address (the hreflang links), else the `lang` cookie
 * the browser sets beside its stored choice (web i18n), else none (the site's default).
 */
function visitorLanguage(request: FastifyRequest, url: URL): { language: Language | null; asked: boolean } {
  const asked = url.searchParams.get('lang');
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(asked)) return { language: asked, asked: asked !== value };
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

export type PageRenderer = (
  request: FastifyRequest,
  pathname: string,
  template: string,
) => Promise<{ html: string; status: number; cookie?: string } | { redirect: string; status: number } | null>;

/**
 * Issue 30: the public pages answered as HTML that holds their content, rendered by the web's
 * server bundle (null when it is not built: the browser then renders, as before). The bundle's
 * API calls go through this server's routes in the visitor's name (their address).
 */
export async function pageRenderer(
  app: FastifyInstance,
  webRoot: string,
  modules: ReadonlySet<ModuleName>,
  basePath: string,
): Promise<PageRenderer | null> {
  const bundle = await loadSsrBundle(webRoot, modules);
  if (!bundle) return null;
  const visitor = new AsyncLocalStorage<string>();
  bundle.setApiTransport(injectTransport(app, basePath, () => visitor.getStore() ?? '127.0.0.1'));
  return async (request, pathname, template) => {
    if (isDashboard(pathname)) return null;
    const url = new URL(`${request.protocol}://${request.host}${request.originalUrl}`);
    const { language, asked } = visitorLanguage(request, url);
    let rendered: Rendered;
    try {
      rendered = await visitor.run(request.ip, () => bundle.render({ url: url.href, basePath, language }));
    } catch (error) {
      // The browser can still render the page: the visitor gets the plain page, the log the cause.
      request.log.error({ err: error }, 'server rendering failed');
      return null;
    }
    if (rendered.kind === 'browser') return null;
    if (rendered.kind === 'redirect') return { redirect: rendered.location, status: rendered.status };
    const html = pageHtml(template, rendered, url);
    return asked && language
      ? { html, status: rendered.status, cookie: languageCookie(language, basePath) }
      : { html, status: rendered.status };
  };
}
