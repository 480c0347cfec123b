import {
  APPOINTMENT_STATUS_LABELS,
  ENDOWMENT_STATUS_LABELS,
  GENDER_LABELS,
  USER_STATUS_LABELS,
  type Language,
} from '@bayan/shared';
import ar from '../../i18n/locales/ar/events.json';
import en from '../../i18n/locales/en/events.json';
import arDeeds from '../../i18n/locales/ar/endowments.json';
import enDeeds from '../../i18n/locales/en/endowments.json';
import arSigning from '../../i18n/locales/ar/endowmentsSigning.json';
import enSigning from '../../i18n/locales/en/endowmentsSigning.json';

const DEEDS = { ar: arDeeds, en: enDeeds };
const SIGNING = { ar: arSigning, en: enSigning };

const inLanguage = <T extends object>(catalogue: T, lang: Language) => ({
  ...catalogue,
  values: {
    ...USER_STATUS_LABELS[lang],
    ...GENDER_LABELS[lang],
    ...APPOINTMENT_STATUS_LABELS[lang],
    ...DEEDS[lang].types,
    ...ENDOWMENT_STATUS_LABELS[lang],
    ...SIGNING[lang].invitationStates,
    ...SIGNING[lang].roles,
  },
});

/**
 * The `events` namespace, fetched with the dashboard shell (app/feature.ts `shellNamespaces`);
 * recorded statuses, genders and deed roles read in the words their own screens and the exports
 * use ("Planed" is the API's spelling, never shown).
 */
export default { events: { ar: inLanguage(ar, 'ar'), en: inLanguage(en, 'en') } };
