import { lazy, type ComponentType } from 'react';
import { loadCatalogues, type CatalogueLoader } from '../i18n/add-catalogues';

/** Spec §7/§9: a page script that has not arrived after 120 s counts as failed. */
const PAGE_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading chunk failed')), PAGE_LOAD_TIMEOUT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A page's (or a top-bar widget's) script, fetched when first rendered: it stays out of the
 * initial bundle. `namespaces` (a feature's `pageNamespaces`) are fetched alongside it.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  namespaces?: CatalogueLoader,
) {
  if (!namespaces) return lazy(() => withTimeout(load()));
  // Both requests leave at once: the page's words never wait for its script, nor the other way round.
  return lazy(() => withTimeout(Promise.all([load(), loadCatalogues(namespaces)]).then(([page]) => page)));
}
