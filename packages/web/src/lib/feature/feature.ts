import type { ModuleName, Profile } from '@bayan/shared';
import type { CatalogueLoader } from '../../i18n/add-catalogues';
import type { MenuItem } from '../menu-tree';
import type { LazyPage } from './lazy-page';

/** A page script, loaded when first shown (`lazyPage`): a feature's `index.ts` never imports a page. */
export type { LazyPage } from './lazy-page';

export interface PublicRoute {
  path: string;
  page: LazyPage;
  /** false: shown without the public pages' transition (spec §2's second public group). */
  animated?: false;
}

export interface DashboardRoute {
  /** Below `/dashboard`; null for the dashboard's index page. */
  path: string | null;
  /** The menu entry whose roles may open the page (the same rule as the menu, PRODUCT §3). */
  entry: string;
  page: LazyPage;
}

/** The dashboard menu's sections (spec §3 type `group`), in the order the app shows them. */
export const MENU_GROUPS = ['dashboard', 'clinic', 'management', 'account', 'system'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * A feature's entries of the dashboard menu, each under one of its sections: in the feature's
 * `menu.ts`, gathered by app/feature-menus.ts, which only the dashboard shell imports (issue 14:
 * the menu's icons and roles stay off the public pages).
 */
export type FeatureMenu = readonly { group: MenuGroup; item: MenuItem }[];

/**
 * A feature's part of the dashboard, in its `dashboard.ts`, gathered by app/feature-dashboards.ts,
 * which only the dashboard shell imports: the public pages carry neither the dashboard's route
 * tables nor their page scripts' preload lists (issue 14).
 */
export interface FeatureDashboard {
  routes?: readonly DashboardRoute[];
  /** Widgets of the dashboard's top bar, loaded with the shell. */
  topBar?: readonly LazyPage<{ profile: Profile }>[];
  /**
   * Cards of the dashboard's home saying what waits for the account holder in the feature (a deed
   * to sign, today's appointments): each renders nothing when nothing waits (finding 8).
   */
  home?: readonly LazyPage<{ profile: Profile }>[];
}

/** A catalogue namespace in both languages; Arabic is the reference (i18n/i18next.d.ts). */
export interface Catalogue<T> {
  ar: T;
  en: T;
}

/**
 * Everything the app needs to know of a feature (`src/features/<name>/`): the app folds the
 * registered list (app/features.ts) into the router, the menu, the top bar and the i18n resources.
 */
export interface Feature<
  Namespaces extends Record<string, Catalogue<object>> = Record<string, Catalogue<object>>,
  ShellNamespaces extends Record<string, Catalogue<object>> = Record<string, Catalogue<object>>,
  PageNamespaces extends Record<string, Catalogue<object>> = Record<string, Catalogue<object>>,
> {
  name: string;
  /** The business module it belongs to (PRODUCT §1): switched off, the feature contributes nothing. */
  module?: ModuleName;
  /** Bundled with the app: the public pages show them at first paint. */
  namespaces?: Namespaces;
  /** Namespaces only the dashboard uses: fetched with its shell, not with the public pages (issue 14). */
  shellNamespaces?: CatalogueLoader<ShellNamespaces>;
  /**
   * Namespaces only the feature's own pages use: fetched with the first of them (`lazyPage`'s
   * `namespaces`), so neither the public pages nor the dashboard's first load carry them.
   */
  pageNamespaces?: CatalogueLoader<PageNamespaces>;
  /** Public pages; a path two features claim goes to the one listed first. */
  publicRoutes?: readonly PublicRoute[];
  /** The path of its public page that can be the site's home, when the setting `site_home` names its module. */
  home?: string;
  /**
   * Its public pages show the header without the other features' links (a deed's public check
   * is no place for the clinic's menu).
   */
  plainHeader?: true;
  /**
   * Links of the public header, each a lazy widget that brings its own words after the first
   * paint (never in `common`: the landing page's first load stays as it is). A widget shows its
   * links in the bar from 900 px and folds them into a 32-px menu button below (the header keeps
   * that room from the first paint).
   */
  publicNav?: readonly LazyPage[];
}

/** Checks a feature's manifest and keeps its namespaces' exact types for the i18n resources. */
export function defineFeature<
  const Namespaces extends Record<string, Catalogue<object>> = Record<never, never>,
  const ShellNamespaces extends Record<string, Catalogue<object>> = Record<never, never>,
  const PageNamespaces extends Record<string, Catalogue<object>> = Record<never, never>,
>(feature: Feature<Namespaces, ShellNamespaces, PageNamespaces>): Feature<Namespaces, ShellNamespaces, PageNamespaces> {
  return feature;
}
