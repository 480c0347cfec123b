import './lib/zod-jitless';
import './i18n/i18n';
import './app/resources';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import createEmotionServer, { type EmotionServer } from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import { defaultShouldDehydrateQuery, dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  type Direction,
  type PageHeadFacts,
  type PublicSettings,
  type Rendered,
  type RenderRequest,
} from '@bayan/shared';
import { AppProvider } from './app/provider';
import { DefaultLanguage } from './app/default-language';
import { PageHeadContext } from './lib/page-head';
import type { PageHandle } from './lib/feature/page-handle';
import { routes } from './app/router';
import { SnackbarHost } from './components/feedback/snackbar-host';
import { preloadHeaderLinks } from './app/layouts/public-header';
import { publicSettingsQuery } from './hooks/use-public-settings';
import i18n from './i18n/i18n';
import { isMissing } from './lib/api-client';
import { setApiTransport, type ApiTransport } from './lib/api-transport';
import { createEmotionCache } from './config/emotion-caches';

export { setApiTransport, type ApiTransport, type Rendered, type RenderRequest };

/**
 * 404 for search engines when the page's own data is missing or the path is unknown (spec §2: the
 * register screen shows there, but it is not a page of its own).
 */
function missingStatus(client: QueryClient, matches: { route: { path?: string } }[]): number {
  if (matches.at(-1)?.route.path === '*') return 404;
  const failures = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  return failures.some(({ state }) => isMissing(state.error)) ? 404 : 200;
}

/**
 * The query cache the browser hydrates from: what loaded, and what is missing (its ApiError goes
 * as JSON and is revived, so the page says "not found" with or without JavaScript).
 */
const dehydrated = (client: QueryClient) =>
  dehydrate(client, {
    shouldDehydrateQuery: (query: Query) => defaultShouldDehydrateQuery(query) || isMissing(query.state.error),
  });

/**
 * One emotion cache per direction for every render: a style is compiled (and mirrored for RTL)
 * the first time a page uses it, then found by name. The set of styles is the app's own, so
 * the caches stop growing; `extractCriticalToChunks` picks each page's from the classes in its HTML.
 */
const emotionFor = new Map<Direction, { cache: EmotionCache; server: EmotionServer }>();
function emotion(direction: Direction) {
  let found = emotionFor.get(direction);
  if (!found) {
    const cache = createEmotionCache(direction);
    // Before the first render: it keeps emotion from writing style tags into the HTML itself.
    found = { cache, server: createEmotionServer(cache) };
    emotionFor.set(direction, found);
  }
  return found;
}

/** The server renders with no retries: a failed prefetch leaves the query for the browser to make. */
const serverClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

/**
 * A public page as HTML (spec §2, issue 30): the router's static handler matches it and loads its
 * lazy route, the page's `handle.prefetch` and the public settings fill a fresh query cache, and
 * the app renders in the visitor's language; the critical CSS of its direction's emotion cache goes
 * with the HTML. The browser (main.tsx) hydrates the same tree from the same cache.
 */
export async function render({ url, basePath, language: chosen }: RenderRequest): Promise<Rendered> {
  const handler = createStaticHandler(routes, { basename: basePath || '/' });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (!context.matches.some(({ route }) => route.handle !== undefined)) return { kind: 'browser' };
  const client = serverClient();
  const search = new URL(url).searchParams;
  await Promise.all([
    // The header's links are lazy widgets: here before the render, as the browser has them before it hydrates.
    ...preloadHeaderLinks(),
    client.prefetchQuery(publicSettingsQuery),
    ...context.matches.map(({ route, params }) =>
      (route.handle as PageHandle | undefined)?.prefetch?.(client, {
        pathname: context.location.pathname,
        params,
        search,
      }),
    ),
  ]);
  const status = Math.max(context.statusCode, missingStatus(client, context.matches));
  // Any other failure is left for the browser to make: the server draws its loading state, as the
  // browser's first render will.
  client.removeQueries({ predicate: (query) => query.state.status === 'error' && !isMissing(query.state.error) });
  const settings = client.getQueryData<PublicSettings>(publicSettingsQuery.queryKey);
  const language = chosen ?? settings?.defaultLanguage ?? DEFAULT_LANGUAGE;
  // Synchronous from here: no other request's render can change the language in between.
  await i18n.changeLanguage(language);
  const { cache, server } = emotion(directionOf(language));
  const head: PageHeadFacts = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <PageHeadContext value={head}>
        <AppProvider queryClient={client} emotionCache={cache}>
          <DefaultLanguage />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <SnackbarHost />
        </AppProvider>
      </PageHeadContext>
    </StrictMode>,
  );
  head.description ??= i18n.t('siteDescription');
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
  return {
    kind: 'page',
    status,
    language,
    head,
    html,
    styles,
    state: JSON.stringify(dehydrated(client)),
  };
}
