import ar from '../../i18n/locales/ar/notifications.json';
import en from '../../i18n/locales/en/notifications.json';

/** The `notifications` namespace, fetched with the dashboard shell (lib/feature/feature.ts `shellNamespaces`). */
export default { notifications: { ar, en } };
