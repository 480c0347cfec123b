import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { catalogues } from '../../i18n/add-catalogues';

/** Sign-in, sign-up and recovery words: fetched with the first of its pages, so no other page carries them (issue 14). */
const pageNamespaces = catalogues(() => import('./page-namespaces'), 'auth', 'patientRegister');

const Register = lazyPage(() => import('./routes/register'), pageNamespaces);

/** Sign-in, sign-up, password recovery and the account checks (spec §2's public pages). */
export const authFeature = defineFeature({
  name: 'auth',
  pageNamespaces,
  publicRoutes: [
    { path: 'login', page: lazyPage(() => import('./routes/login'), pageNamespaces) },
    { path: 'register', page: Register },
    // spec §7 patient-register: a clinic patient's sign-up (linked from login and register while the clinic is on).
    { path: 'patient-register', page: lazyPage(() => import('./routes/patient-register'), pageNamespaces) },
    { path: 'register-success', page: lazyPage(() => import('./routes/register-success'), pageNamespaces) },
    { path: 'forgot', page: lazyPage(() => import('./routes/forgot'), pageNamespaces) },
    { path: 'reset', page: lazyPage(() => import('./routes/reset'), pageNamespaces) },
    { path: 'reset-success', page: lazyPage(() => import('./routes/reset-success'), pageNamespaces) },
    { path: 'account-verification', page: lazyPage(() => import('./routes/account-verification'), pageNamespaces) },
    // The link sent to the old email or phone after a change (issue 9): undo it and log everyone out.
    { path: 'undo-change', page: lazyPage(() => import('./routes/undo-change'), pageNamespaces) },
    // Spec: any unknown path shows the register screen.
    { path: '*', page: Register },
    {
      path: 'phone-verification',
      page: lazyPage(() => import('./routes/phone-verification'), pageNamespaces),
      animated: false,
    },
    // An account that must have a second factor (or chose one on its profile) links its app here.
    {
      path: 'two-factor-setup',
      page: lazyPage(() => import('./routes/two-factor-setup'), pageNamespaces),
      animated: false,
    },
    // PRODUCT §5: an account that must change its password is sent here after login.
    {
      path: 'force-password',
      page: lazyPage(() => import('./routes/force-password'), pageNamespaces),
      animated: false,
    },
  ],
});
