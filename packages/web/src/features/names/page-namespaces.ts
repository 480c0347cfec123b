import ar from '../../i18n/locales/ar/names.json';
import en from '../../i18n/locales/en/names.json';

/** The landing page's, a name's page's and the names administration's words (lib/feature/feature.ts `pageNamespaces`). */
export default { names: { ar, en } };
