import ar from '../../i18n/locales/ar/clinicSite.json';
import en from '../../i18n/locales/en/clinicSite.json';
import nav from './nav/nav-namespaces';

/** The clinic site's namespaces, fetched with its first page (app/feature.ts `pageNamespaces`). */
export default { clinicSite: { ar, en }, ...nav };
