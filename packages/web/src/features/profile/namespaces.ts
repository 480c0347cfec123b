import ar from '../../i18n/locales/ar/profile.json';
import en from '../../i18n/locales/en/profile.json';

/** The `profile` namespace, fetched with the dashboard shell (lib/feature/feature.ts `shellNamespaces`). */
export default { profile: { ar, en } };
