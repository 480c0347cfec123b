import ar from '../../i18n/locales/ar/clinic.json';
import en from '../../i18n/locales/en/clinic.json';
import arAgendas from '../../i18n/locales/ar/agendas.json';
import enAgendas from '../../i18n/locales/en/agendas.json';

/** The `clinic` namespace, fetched with the first clinic page (app/feature.ts `pageNamespaces`). */
export default { clinic: { ar, en }, agendas: { ar: arAgendas, en: enAgendas } };
