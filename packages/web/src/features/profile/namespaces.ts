import { GENDER_LABELS, type Language } from '@bayan/shared';
import ar from '../../i18n/locales/ar/profile.json';
import en from '../../i18n/locales/en/profile.json';

const inLanguage = <T extends { account: { fields: object } }>(catalogue: T, lang: Language) => ({
  ...catalogue,
  account: { ...catalogue.account, fields: { ...catalogue.account.fields, genders: GENDER_LABELS[lang] } },
});

/** The `profile` namespace, fetched with the dashboard shell (app/feature.ts `shellNamespaces`). */
export default { profile: { ar: inLanguage(ar, 'ar'), en: inLanguage(en, 'en') } };
