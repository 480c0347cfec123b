import ar from '../../i18n/locales/ar/auth.json';
import arPatient from '../../i18n/locales/ar/patientRegister.json';
import en from '../../i18n/locales/en/auth.json';
import enPatient from '../../i18n/locales/en/patientRegister.json';

/** Sign-in, sign-up and recovery words, the patient sign-up's with them (lib/feature/feature.ts `pageNamespaces`). */
export default { auth: { ar, en }, patientRegister: { ar: arPatient, en: enPatient } };
