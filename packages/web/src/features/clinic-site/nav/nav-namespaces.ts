import ar from '../../../i18n/locales/ar/clinicSiteNav.json';
import en from '../../../i18n/locales/en/clinicSiteNav.json';

/** The header links' words alone, brought by the links (clinic-nav.tsx): not the pages' catalogue. */
export default { clinicSiteNav: { ar, en } };
