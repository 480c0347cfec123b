import ar from '../../i18n/locales/ar/reservation.json';
import en from '../../i18n/locales/en/reservation.json';

/** The reservation pages' words, fetched with the first of them. */
export default { reservation: { ar, en } };
