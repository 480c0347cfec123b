import ar from '../../i18n/locales/ar/homeSteps.json';
import en from '../../i18n/locales/en/homeSteps.json';

/** The home's next steps and set-up hints, fetched with their component (lib/feature/feature.ts `pageNamespaces`), not with the shell. */
export default { homeSteps: { ar, en } };
