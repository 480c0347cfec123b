import { deedCatalogueLabels } from '@bayan/shared';
import ar from '../../i18n/locales/ar/endowments.json';
import en from '../../i18n/locales/en/endowments.json';
import signingAr from '../../i18n/locales/ar/endowmentsSigning.json';
import signingEn from '../../i18n/locales/en/endowmentsSigning.json';

import home from './home/page-namespaces';

const [labelsAr, labelsEn] = [deedCatalogueLabels('ar'), deedCatalogueLabels('en')];

/**
 * The deeds' pages' words (lib/feature/feature.ts `pageNamespaces`): drafting, and signing (issue 13);
 * the states, types and roles are the shared words the document and the audit log read too.
 */
export default {
  endowments: { ar: { ...ar, ...labelsAr.endowments }, en: { ...en, ...labelsEn.endowments } },
  endowmentsSigning: {
    ar: { ...signingAr, ...labelsAr.endowmentsSigning },
    en: { ...signingEn, ...labelsEn.endowmentsSigning },
  },
  // The home's card loads only its own (home/page-namespaces); listed here for the words' types.
  ...home,
};
