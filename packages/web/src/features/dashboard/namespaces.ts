import ar from '../../i18n/locales/ar/dashboard.json';
import en from '../../i18n/locales/en/dashboard.json';

/** The `dashboard` namespace, fetched with the dashboard shell (lib/feature/feature.ts `shellNamespaces`). */
export default { dashboard: { ar, en } };
