import ar from '../../i18n/locales/ar/clinicSite.json';
import en from '../../i18n/locales/en/clinicSite.json';
import nav from './nav/nav-namespaces';

/** The site pages' namespaces (about, specialities, doctors), fetched with the first of them. */
export default { clinicSite: { ar, en }, ...nav };
