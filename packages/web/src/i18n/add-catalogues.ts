import i18n from './instance';
import { LANGUAGES } from '@bayan/shared';
import type { Catalogue } from '../app/feature';

export type Catalogues = Record<string, Catalogue<object>>;
export type CatalogueLoader = () => Promise<{ default: Catalogues }>;

/** Adds namespaces in both languages (a language switch then needs no request). */
export function addCatalogues(catalogues: Catalogues): void {
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, catalogue[language]);
  }
}

const loading = new Map<CatalogueLoader, Promise<void>>();

/** Fetches and adds a feature's page namespaces, once; a failed fetch may be tried again. */
export function loadCatalogues(loader: CatalogueLoader): Promise<void> {
  let promise = loading.get(loader);
  if (!promise) {
    promise = loader().then(
      (module) => addCatalogues(module.default),
      (error: unknown) => {
        loading.delete(loader);
        throw error;
      },
    );
    loading.set(loader, promise);
  }
  return promise;
}
