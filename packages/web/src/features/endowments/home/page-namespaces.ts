import ar from '../../../i18n/locales/ar/endowmentsHome.json';
import en from '../../../i18n/locales/en/endowmentsHome.json';

/** The home card's words, fetched with it (the deeds' page words are not needed on the home). */
export default { endowmentsHome: { ar, en } };
