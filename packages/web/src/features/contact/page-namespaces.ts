import ar from '../../i18n/locales/ar/contact.json';
import en from '../../i18n/locales/en/contact.json';

/** The contact page's words (lib/feature/feature.ts `pageNamespaces`). */
export default { contact: { ar, en } };
