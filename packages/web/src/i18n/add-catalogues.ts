import { LANGUAGES } from '@bayan/shared';
import type { Catalogue } from '../app/feature';
import i18n from './instance';

export type Catalogues = Record<string, Catalogue<object>>;
export type CatalogueLoader = () => Promise<{ default: Catalogues }>;

/**
 * Adds namespaces by language (`{ ar: { names: … }, en: { … } }`), over any words they already
 * have. i18next takes the catalogues as they are (they are never changed: no copy), and tells
 * react-i18next, whose components render again (create-app-i18n.ts, `bindI18nStore`).
 */
export function addResources(resources: Record<string, Record<string, object>>): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, catalogue] of Object.entries(namespaces))
      i18n.addResourceBundle(language, namespace, catalogue, false, false, { skipCopy: true });
  }
}

/** Adds namespaces in both languages (a language switch then needs no request). */
export function addCatalogues(catalogues: Catalogues): void {
  addResources(
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(
          Object.entries(catalogues).map(([namespace, catalogue]) => [namespace, catalogue[language]]),
        ),
      ]),
    ),
  );
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
