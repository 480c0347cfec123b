import ar from '../../i18n/locales/ar/clinic.json';
import en from '../../i18n/locales/en/clinic.json';
import arDirectory from '../../i18n/locales/ar/directory.json';
import enDirectory from '../../i18n/locales/en/directory.json';

/** The `clinic` namespace, fetched with the first clinic page (app/feature.ts `pageNamespaces`). */
export default { clinic: { ar, en }, directory: { ar: arDirectory, en: enDirectory } };
