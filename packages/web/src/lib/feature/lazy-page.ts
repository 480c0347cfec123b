import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadCatalogues, type CatalogueLoader } from '../../i18n/add-catalogues';

/** Spec §7/§9: a page script that has not arrived after 120 s counts as failed. */
const PAGE_LOAD_TIMEOUT_MS = 120_000;

/**
 * Spec §8: a page script (or its words) that failed to load, after i18next's retries for the words;
 * its message is the spec's, which RouteError says in the page's language. `cause`: the failure as
 * the browser gave it (logged).
 */
export class PageLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError()), PAGE_LOAD_TIMEOUT_MS);
    promise.then(resolve, (error: unknown) => reject(new PageLoadError(error))).finally(() => clearTimeout(timer));
  });
}

/** A page's script, loaded when first shown; `preload()` fetches it (and its words) ahead. */
export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  preload(): Promise<unknown>;
};

/**
 * A page's (or a top-bar widget's) script, fetched when first rendered: it stays out of the
 * initial bundle. `namespaces` (a feature's `pageNamespaces`) are fetched alongside it. A page
 * whose script is already here when it is first shown (`preload()` ran, main.tsx's first view)
 * renders at once, with no loading state in between; one first shown before keeps suspending
 * until it arrives, and stays that same element (its state is never reset by the arrival).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  namespaces?: CatalogueLoader,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  // Both requests leave at once: the page's words never wait for its script, nor the other way round.
  const fetchPage = () =>
    (pending ??= withTimeout(
      namespaces ? Promise.all([load(), loadCatalogues(namespaces)]).then(([page]) => page) : load(),
    ).then((page) => {
      loaded = page.default;
      return page;
    }));
  const Suspending = lazy(fetchPage);
  function Page(props: Props) {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Suspending, props);
  }
  return Object.assign(Page, { preload: fetchPage });
}
