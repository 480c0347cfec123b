import ar from '../../i18n/locales/ar/usersIdNumber.json';
import en from '../../i18n/locales/en/usersIdNumber.json';

/** The users page's own words (the ID number's release), fetched with it (lib/feature/feature.ts `pageNamespaces`). */
export default { usersIdNumber: { ar, en } };
