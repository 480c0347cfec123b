import ar from '../../i18n/locales/ar/users.json';
import en from '../../i18n/locales/en/users.json';

/** The `users` namespace, fetched with the dashboard shell (app/feature.ts `shellNamespaces`). */
export default { users: { ar, en } };
