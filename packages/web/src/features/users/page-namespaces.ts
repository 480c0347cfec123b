import ar from '../../i18n/locales/ar/usersIdNumber.json';
import en from '../../i18n/locales/en/usersIdNumber.json';
import totpAr from '../../i18n/locales/ar/usersTotp.json';
import totpEn from '../../i18n/locales/en/usersTotp.json';

/**
 * The users page's own words (the SUPERADMIN's support paths: the ID number's release, the second
 * factor's reset), fetched with it (lib/feature/feature.ts `pageNamespaces`).
 */
export default { usersIdNumber: { ar, en }, usersTotp: { ar: totpAr, en: totpEn } };
