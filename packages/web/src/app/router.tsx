import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireToken, RootRedirect } from './guards';
import { dashboardRoutes } from './dashboard-routes';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { BASE_PATH } from '../config/base-path';
import { moduleOn } from '../config/modules';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

const Landing = lazyPage(() => import('../features/names/routes/landing'));
const NameDetail = lazyPage(() => import('../features/names/routes/name-detail'));
const Welcome = lazyPage(() => import('../features/welcome/routes/welcome'));
const Contact = lazyPage(() => import('../features/contact/routes/contact'));
const Privacy = lazyPage(() => import('../features/legal/routes/privacy'));
const Login = lazyPage(() => import('../features/auth/routes/login'));
const Register = lazyPage(() => import('../features/auth/routes/register'));
const RegisterSuccess = lazyPage(() => import('../features/auth/routes/register-success'));
const Forgot = lazyPage(() => import('../features/auth/routes/forgot'));
const Reset = lazyPage(() => import('../features/auth/routes/reset'));
const ResetSuccess = lazyPage(() => import('../features/auth/routes/reset-success'));
const AccountVerification = lazyPage(() => import('../features/auth/routes/account-verification'));
const PhoneVerification = lazyPage(() => import('../features/auth/routes/phone-verification'));
const ForcePassword = lazyPage(() => import('../features/auth/routes/force-password'));

function page(path: string, Page: ComponentType): RouteObject {
  return { path, element: <Page />, errorElement: <RouteError /> };
}

/** Spec §2: two public groups (with and without the page transition) and the guarded dashboard shell. */
const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    element: <PublicLayout animated />,
    children: [
      // PRODUCT §1: without the names module the home page is a welcome and name pages are gone.
      ...(moduleOn('names') ? [page('home', Landing), page('name/:id', NameDetail)] : [page('home', Welcome)]),
      page('contact', Contact),
      page('login', Login),
      page('register', Register),
      page('register-success', RegisterSuccess),
      page('forgot', Forgot),
      page('reset', Reset),
      page('reset-success', ResetSuccess),
      page('account-verification', AccountVerification),
      page('privacy', Privacy),
      // Spec: any unknown path shows the register screen.
      page('*', Register),
    ],
  },
  {
    element: <PublicLayout animated={false} />,
    children: [
      page('phone-verification', PhoneVerification),
      // PRODUCT §5: an account that must change its password is sent here after login.
      page('force-password', ForcePassword),
      page('privacy-policy', Privacy),
    ],
  },
  {
    path: 'dashboard',
    element: (
      <RequireToken>
        <DashboardLayout />
      </RequireToken>
    ),
    errorElement: <RouteError />,
    children: dashboardRoutes,
  },
];

// Server BASE_PATH: every route and link lives under it.
export const router = createBrowserRouter(routes, { basename: BASE_PATH || '/' });
