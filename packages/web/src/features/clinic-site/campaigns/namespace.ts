import ar from '../../../i18n/locales/ar/siteCampaigns.json';
import en from '../../../i18n/locales/en/siteCampaigns.json';

/** The campaigns page's words, fetched with it (never in a first load). */
export default { siteCampaigns: { ar, en } };
