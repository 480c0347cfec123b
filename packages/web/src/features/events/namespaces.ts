import {
  APPOINTMENT_STATUS_LABELS,
  ENDOWMENT_STATUS_LABELS,
  ENDOWMENT_TYPE_LABELS,
  GENDER_LABELS,
  PARTY_ROLE_LABELS,
  SIGNER_STATE_LABELS,
  USER_STATUS_LABELS,
  type Language,
} from '@bayan/shared';
import ar from '../../i18n/locales/ar/events.json';
import en from '../../i18n/locales/en/events.json';

const inLanguage = <T extends object>(catalogue: T, lang: Language) => ({
  ...catalogue,
  values: {
    ...USER_STATUS_LABELS[lang],
    ...GENDER_LABELS[lang],
    ...APPOINTMENT_STATUS_LABELS[lang],
    ...ENDOWMENT_TYPE_LABELS[lang],
    ...ENDOWMENT_STATUS_LABELS[lang],
    ...SIGNER_STATE_LABELS[lang],
    ...PARTY_ROLE_LABELS[lang],
  },
});

/**
 * The `events` namespace, fetched with the dashboard shell (lib/feature/feature.ts `shellNamespaces`);
 * recorded statuses, genders, deed types and roles read in the shared words their own screens and
 * the exports use ("Planed" is the API's spelling, never shown). Only those words: the deeds' own
 * catalogues stay with the deeds' pages (they were 10 KB of the dashboard's first load).
 */
export default { events: { ar: inLanguage(ar, 'ar'), en: inLanguage(en, 'en') } };
