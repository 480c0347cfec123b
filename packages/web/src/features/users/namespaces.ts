import { GENDER_LABELS, USER_STATUS_LABELS, type Language } from '@bayan/shared';
import ar from '../../i18n/locales/ar/users.json';
import en from '../../i18n/locales/en/users.json';

const inLanguage = <T extends { fields: object }>(catalogue: T, lang: Language) => ({
  ...catalogue,
  statuses: USER_STATUS_LABELS[lang],
  fields: { ...catalogue.fields, genders: GENDER_LABELS[lang] },
});

/**
 * The `users` namespace, fetched with the dashboard shell (app/feature.ts `shellNamespaces`);
 * statuses and genders are the shared words the exports use too.
 */
export default { users: { ar: inLanguage(ar, 'ar'), en: inLanguage(en, 'en') } };
