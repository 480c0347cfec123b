import { LANGUAGES } from '@bayan/shared';
import type { Catalogue } from '../lib/feature/feature';
import { registerCatalogues } from './catalogue-backend';
import i18n from './instance';

export type Catalogues = Record<string, Catalogue<object>>;

/** A script of namespaces fetched when needed, and the namespaces it holds (`catalogues`). */
export interface CatalogueLoader<C extends Catalogues = Catalogues> {
  namespaces: readonly string[];
  load: () => Promise<{ default: C }>;
}

/**
 * A catalogue script and the namespaces it holds, named so that i18next can ask for each before
 * the script is here (catalogue-backend.ts): `catalogues(() => import('./page-namespaces'), 'auth')`.
 * A name it does not hold is a type error; one it holds and is not named, a test's
 * (resources.test.ts).
 */
export function catalogues<C extends Catalogues>(
  load: () => Promise<{ default: C }>,
  ...namespaces: (keyof C & string)[]
): CatalogueLoader<C> {
  return { namespaces, load };
}

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

/**
 * Fetches a script's namespaces through i18next (`loadNamespaces`, catalogue-backend.ts), in both
 * languages (`preload`: a switch then needs no request): once, at most 10 reads at once, a failed
 * read tried again; it fails when a read still fails after the retries, and may then be asked again.
 */
export function loadCatalogues(loader: CatalogueLoader): Promise<void> {
  registerCatalogues(loader.namespaces, loader.load);
  return new Promise((resolve, reject) => {
    void i18n.loadNamespaces([...loader.namespaces], (errors: unknown) => {
      const [error] = Array.isArray(errors) ? (errors as unknown[]) : errors ? [errors] : [];
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
