import ar from '../../i18n/locales/ar/profileCompletion.json';
import en from '../../i18n/locales/en/profileCompletion.json';

/** The profile page's own words (the completion card, the national address section), fetched with it. */
export default { profileCompletion: { ar, en } };
