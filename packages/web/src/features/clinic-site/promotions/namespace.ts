import ar from '../../../i18n/locales/ar/sitePromotions.json';
import en from '../../../i18n/locales/en/sitePromotions.json';

/** The promotions page's words, fetched with it (never in a first load). */
export default { sitePromotions: { ar, en } };
