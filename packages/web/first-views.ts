import type { ModuleName } from '@bayan/shared';

/**
 * The pages a visitor most often opens first, and the lazy modules each renders then, as the routes
 * declare them (features/<feature>/index.ts, app/router.tsx). From the build (vite-first-views.ts)
 * each becomes `dist/.vite/first-views.json`: the files the page loads before it renders. The
 * server links the ones the entry does not bring from the page it sends for that path, so they
 * download beside the entry instead of after it has run (plugins/web.ts); scripts/web-budget.mjs
 * holds each page's total to its budget. A module moved or renamed fails the build.
 */
export interface FirstView {
  path: string;
  modules: readonly string[];
  /** Modules fetched with these whatever the page (the dashboard's namespaces come with its shell). */
  fetchedWith?: RegExp;
  /** Modules rendered too while a business module is on (its public header links). */
  whenOn?: Readonly<Partial<Record<ModuleName, readonly string[]>>>;
}

/**
 * The public header draws the on modules' links (lib/feature/feature.ts `publicNav`) with every public
 * page, and the first render waits for them (app/first-view.ts) so the header is whole at once.
 */
const PUBLIC_NAV = { clinic: ['src/features/clinic-site/nav/clinic-nav.tsx'] } as const;

export const FIRST_VIEWS: readonly FirstView[] = [
  // A page's words (a feature's page-namespaces.ts) are fetched beside its script.
  {
    path: '/home',
    modules: ['src/features/names/routes/landing.tsx', 'src/features/names/page-namespaces.ts'],
    whenOn: PUBLIC_NAV,
  },
  {
    path: '/login',
    modules: ['src/features/auth/routes/login.tsx', 'src/features/auth/page-namespaces.ts'],
    whenOn: PUBLIC_NAV,
  },
  {
    path: '/register',
    modules: ['src/features/auth/routes/register.tsx', 'src/features/auth/page-namespaces.ts'],
    whenOn: PUBLIC_NAV,
  },
  {
    path: '/dashboard',
    modules: [
      // The shell with the dashboard's route tables and menu (router.tsx loads it on a dashboard path).
      'src/app/layouts/dashboard/dashboard-app.tsx',
      'src/features/dashboard/routes/home.tsx',
      'src/features/dashboard/page-namespaces.ts',
      // The top bar's widgets load with the shell.
      'src/features/dashboard/components/profile-menu.tsx',
      'src/features/notifications/components/notification-bell.tsx',
    ],
    // The dashboard's own i18n namespaces (features/<feature>/namespaces.ts) come with the shell.
    fetchedWith: /^src\/features\/[^/]+\/namespaces\.ts$/,
  },
];
