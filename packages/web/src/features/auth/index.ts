import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import ar from '../../i18n/locales/ar/auth.json';
import en from '../../i18n/locales/en/auth.json';

const Register = lazyPage(() => import('./routes/register'));
const pageNamespaces = () => import('./page-namespaces');

/** Sign-in, sign-up, password recovery and the account checks (spec §2's public pages). */
export const authFeature = defineFeature({
  name: 'auth',
  namespaces: { auth: { ar, en } },
  pageNamespaces,
  publicRoutes: [
    { path: 'login', page: lazyPage(() => import('./routes/login')) },
    { path: 'register', page: Register },
    // spec §7 patient-register: a clinic patient's sign-up (linked from login and register while the clinic is on).
    { path: 'patient-register', page: lazyPage(() => import('./routes/patient-register'), pageNamespaces) },
    { path: 'register-success', page: lazyPage(() => import('./routes/register-success')) },
    { path: 'forgot', page: lazyPage(() => import('./routes/forgot')) },
    { path: 'reset', page: lazyPage(() => import('./routes/reset')) },
    { path: 'reset-success', page: lazyPage(() => import('./routes/reset-success')) },
    { path: 'account-verification', page: lazyPage(() => import('./routes/account-verification')) },
    // The link sent to the old email or phone after a change (issue 9): undo it and log everyone out.
    { path: 'undo-change', page: lazyPage(() => import('./routes/undo-change')) },
    // Spec: any unknown path shows the register screen.
    { path: '*', page: Register },
    { path: 'phone-verification', page: lazyPage(() => import('./routes/phone-verification')), animated: false },
    // PRODUCT §5: an account that must change its password is sent here after login.
    { path: 'force-password', page: lazyPage(() => import('./routes/force-password')), animated: false },
  ],
});
