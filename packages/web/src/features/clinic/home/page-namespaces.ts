import ar from '../../../i18n/locales/ar/clinicHome.json';
import en from '../../../i18n/locales/en/clinicHome.json';

/** The home card's words, fetched with it (the clinic's page words are not needed on the home). */
export default { clinicHome: { ar, en } };
