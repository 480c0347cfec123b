import { FEATURES } from './features';
import type { Catalogue, Feature } from '../lib/feature/feature';
import { addResources, loadCatalogues, type CatalogueLoader } from '../i18n/add-catalogues';
import type { LISTS_NAMESPACE } from '../components/data-table/lists-catalogue';
import type { DUAL_DATE_NAMESPACE } from '../components/form/dual-date/dual-date-catalogue';
import type { MAP_PICKER_NAMESPACE } from '../components/map-picker/map-picker-catalogue';
import type { ADDRESS_NAMESPACE } from '../components/national-address/address-catalogue';
import { COMMON } from '../i18n/common-catalogue';

type Registered = (typeof FEATURES)[number];
type Bundled = NonNullable<Registered['namespaces']>;
/** The namespaces a catalogue script holds (distributes over a union of loaders). */
type Held<L> = L extends CatalogueLoader<infer C> ? C : never;
type Shell = Held<NonNullable<Registered['shellNamespaces']>>;
type Page = Held<NonNullable<Registered['pageNamespaces']>>;
/** The features' namespace maps merged into one (a union of maps turned into their intersection). */
type Merged<U> = (U extends unknown ? (map: U) => void : never) extends (map: infer M) => void ? M : never;
/**
 * The features' namespaces and the shared components' own, added with them: the list toolbar's
 * (components/data-table/lists-catalogue.ts), the dual date field's, the map picker's,
 * the national address block's.
 */
type Catalogues = { common: typeof COMMON } & Merged<Bundled | Shell | Page> &
  typeof LISTS_NAMESPACE &
  typeof DUAL_DATE_NAMESPACE &
  typeof MAP_PICKER_NAMESPACE &
  typeof ADDRESS_NAMESPACE;
type InLanguage<L extends 'ar' | 'en'> = { [N in keyof Catalogues]: Catalogues[N][L] };
/** Every namespace in one language, bundled or not: the type i18next checks keys against (i18next.d.ts). */
export type Resources = InLanguage<'ar'>;
type Catalogued = Record<string, Catalogue<object>>;

function inLanguage(catalogues: Catalogued, language: 'ar' | 'en'): Record<string, object> {
  return Object.fromEntries(Object.entries(catalogues).map(([name, catalogue]) => [name, catalogue[language]]));
}

const BUNDLED: Catalogued = Object.assign({ common: COMMON }, ...FEATURES.map((feature) => feature.namespaces ?? {}));

/**
 * The catalogues bundled with the app: no request stands between the first paint and translated
 * text. The shell's `common` namespace and every registered feature's public ones, whether its
 * module is on or not; the dashboard's own come with its shell (`shellNamespaceLoaders`).
 */
export const resources = { ar: inLanguage(BUNDLED, 'ar'), en: inLanguage(BUNDLED, 'en') };

/** The loaders of every registered feature's dashboard-only namespaces (`shellNamespaces`), fetched with the shell. */
export const shellNamespaceLoaders = (features: readonly Feature[] = FEATURES) =>
  features.flatMap((feature) => feature.shellNamespaces ?? []);

/** The loaders of the namespaces that come with a feature's pages (`pageNamespaces`). */
export const pageNamespaceLoaders = (features: readonly Feature[] = FEATURES) =>
  features.flatMap((feature) => feature.pageNamespaces ?? []);

// The bundled catalogues, before the first render (main.tsx and entry-server.tsx import this module
// right after i18n/i18n.ts): no request stands between the first paint and translated text.
addResources(resources);

/**
 * Fetches the dashboard's own namespaces (issue 14: the public pages never fetch them); the router
 * awaits it with the shell's script. Through i18next (add-catalogues.ts): once, a failed read tried again.
 */
export function loadShellNamespaces(): Promise<void> {
  return Promise.all(shellNamespaceLoaders().map(loadCatalogues)).then(() => undefined);
}
