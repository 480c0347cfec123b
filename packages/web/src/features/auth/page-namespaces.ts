import ar from '../../i18n/locales/ar/patientRegister.json';
import en from '../../i18n/locales/en/patientRegister.json';

/** The patient sign-up's words, fetched with its page only (the login and register pages stay as light). */
export default { patientRegister: { ar, en } };
