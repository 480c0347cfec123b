import { GENDER_LABELS, USER_STATUS_LABELS, type Language } from '@bayan/shared';
import ar from '../../i18n/locales/ar/events.json';
import en from '../../i18n/locales/en/events.json';

const inLanguage = <T extends object>(catalogue: T, lang: Language) => ({
  ...catalogue,
  values: { ...USER_STATUS_LABELS[lang], ...GENDER_LABELS[lang] },
});

/**
 * The `events` namespace, fetched with the dashboard shell (app/feature.ts `shellNamespaces`);
 * recorded statuses and genders read in the shared words the exports use too.
 */
export default { events: { ar: inLanguage(ar, 'ar'), en: inLanguage(en, 'en') } };
