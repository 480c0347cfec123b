import ar from '../../i18n/locales/ar/endowments.json';
import en from '../../i18n/locales/en/endowments.json';

/** The deeds' pages' words (app/feature.ts `pageNamespaces`). */
export default { endowments: { ar, en } };
