import ar from '../../i18n/locales/ar/auth.json';
import en from '../../i18n/locales/en/auth.json';

/** Sign-in, sign-up and recovery words (app/feature.ts `pageNamespaces`). */
export default { auth: { ar, en } };
