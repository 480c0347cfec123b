import ar from '../../i18n/locales/ar/settings.json';
import en from '../../i18n/locales/en/settings.json';

/** The `settings` namespace, fetched with the dashboard shell (lib/feature/feature.ts `shellNamespaces`). */
export default { settings: { ar, en } };
