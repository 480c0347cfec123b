import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireMenuAccess } from './guards';
import { DashboardNotFound } from './layouts/dashboard/not-found';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

const Home = lazyPage(() => import('../features/dashboard/routes/home'));
const Landing = lazyPage(() => import('../features/names/routes/landing'));
const NamesAdmin = lazyPage(() => import('../features/names/routes/names-admin'));
const Users = lazyPage(() => import('../features/users/routes/users'));
const Events = lazyPage(() => import('../features/events/routes/events'));
const Settings = lazyPage(() => import('../features/settings/routes/settings'));
const Profile = lazyPage(() => import('../features/profile/routes/profile'));
const Outbox = lazyPage(() => import('../features/outbox/routes/outbox'));
const Typography = lazyPage(() => import('../features/demo/routes/util-typography'));
const Color = lazyPage(() => import('../features/demo/routes/util-color'));
const Shadow = lazyPage(() => import('../features/demo/routes/util-shadow'));
const TablerIcons = lazyPage(() => import('../features/demo/routes/tabler-icons'));
const MaterialIcons = lazyPage(() => import('../features/demo/routes/material-icons'));
const SamplePage = lazyPage(() => import('../features/demo/routes/sample-page'));

/** A page of the shell, open to the roles its menu entry (`entry`, an id of config/menu.ts) shows to. */
function page(path: string | null, entry: string, Page: ComponentType): RouteObject {
  const element = (
    <RequireMenuAccess entry={entry}>
      <Page />
    </RequireMenuAccess>
  );
  return path === null
    ? { index: true, element, errorElement: <RouteError /> }
    : { path, element, errorElement: <RouteError /> };
}

/** Spec §2: the dashboard's children; each page script loads when first visited. */
export const dashboardRoutes: RouteObject[] = [
  page(null, 'home', Home),
  page('landing', 'landing', Landing),
  page('names', 'names', NamesAdmin),
  page('users', 'users', Users),
  page('events', 'events', Events),
  page('settings', 'settings', Settings),
  page('profile', 'profile', Profile),
  page('outbox', 'outbox', Outbox),
  page('utils/util-typography', 'util-typography', Typography),
  page('utils/util-color', 'util-color', Color),
  page('utils/util-shadow', 'util-shadow', Shadow),
  page('icons/tabler-icons', 'tabler-icons', TablerIcons),
  page('icons/material-icons', 'material-icons', MaterialIcons),
  page('sample-page', 'sample-page', SamplePage),
  { path: '*', element: <DashboardNotFound /> },
];
