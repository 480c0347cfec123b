import ar from '../../i18n/locales/ar/events.json';
import en from '../../i18n/locales/en/events.json';

/** The `events` namespace, fetched with the dashboard shell (app/feature.ts `shellNamespaces`). */
export default { events: { ar, en } };
