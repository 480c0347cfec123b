import ar from '../../i18n/locales/ar/endowments.json';
import en from '../../i18n/locales/en/endowments.json';
import signingAr from '../../i18n/locales/ar/endowmentsSigning.json';
import signingEn from '../../i18n/locales/en/endowmentsSigning.json';

import home from './home/page-namespaces';

/** The deeds' pages' words (app/feature.ts `pageNamespaces`): drafting, and signing (issue 13). */
export default {
  endowments: { ar, en },
  endowmentsSigning: { ar: signingAr, en: signingEn },
  // The home's card loads only its own (home/page-namespaces); listed here for the words' types.
  ...home,
};
