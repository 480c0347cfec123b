import ar from '../../i18n/locales/ar/clinic.json';
import en from '../../i18n/locales/en/clinic.json';
import bookingAr from '../../i18n/locales/ar/booking.json';
import bookingEn from '../../i18n/locales/en/booking.json';

/** The `clinic` namespace, fetched with the first clinic page (app/feature.ts `pageNamespaces`). */
export default { clinic: { ar, en }, booking: { ar: bookingAr, en: bookingEn } };
