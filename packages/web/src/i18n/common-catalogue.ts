import { GENDER_LABELS, ROLE_LABELS, YES_NO_LABELS, type Language } from '@bayan/shared';
import arCommonWords from './locales/ar/common.json';
import enCommonWords from './locales/en/common.json';

/** The shell's words, with the roles, genders and yes/no the server's exports write too (one shared source). */
const withValues = <T extends object>(catalogue: T, lang: Language) => ({
  ...catalogue,
  roles: ROLE_LABELS[lang],
  genders: GENDER_LABELS[lang],
  ...YES_NO_LABELS[lang],
});

/** The `common` namespace, which the shell owns, in both languages. */
export const COMMON = { ar: withValues(arCommonWords, 'ar'), en: withValues(enCommonWords, 'en') };
