import ar from '../../i18n/locales/ar/legal.json';
import en from '../../i18n/locales/en/legal.json';

/** The privacy policy's words (lib/feature/feature.ts `pageNamespaces`). */
export default { legal: { ar, en } };
