import ar from '../../../i18n/locales/ar/dualDate.json';
import en from '../../../i18n/locales/en/dualDate.json';

/**
 * The `dualDate` namespace: the words of the Gregorian + Hijri day field and its Umm al-Qura
 * picker. It comes with the field (dual-date-namespace.ts), so only the pages that render it carry
 * it (issue 14), whichever feature they belong to.
 */
export const DUAL_DATE_NAMESPACE = { dualDate: { ar, en } };
