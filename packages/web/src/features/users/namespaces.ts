import { USER_STATUS_LABELS, type Language } from '@bayan/shared';
import ar from '../../i18n/locales/ar/users.json';
import en from '../../i18n/locales/en/users.json';

const inLanguage = <T extends object>(catalogue: T, lang: Language) => ({
  ...catalogue,
  statuses: USER_STATUS_LABELS[lang],
});

/**
 * The `users` namespace, fetched with the dashboard shell (lib/feature/feature.ts `shellNamespaces`);
 * statuses are the shared words the exports use too (genders are common's, for the one gender field).
 */
export default { users: { ar: inLanguage(ar, 'ar'), en: inLanguage(en, 'en') } };
