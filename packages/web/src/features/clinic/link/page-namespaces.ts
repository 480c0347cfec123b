import ar from '../../../i18n/locales/ar/clinicLink.json';
import en from '../../../i18n/locales/en/clinicLink.json';

/** The link page's words, fetched with it. */
export default { clinicLink: { ar, en } };
