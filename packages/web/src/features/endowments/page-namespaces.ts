import {
  ENDOWMENT_STATUS_LABELS,
  ENDOWMENT_TYPE_LABELS,
  PARTY_ROLE_LABELS,
  SIGNER_STATE_LABELS,
  type Language,
} from '@bayan/shared';
import ar from '../../i18n/locales/ar/endowments.json';
import en from '../../i18n/locales/en/endowments.json';
import signingAr from '../../i18n/locales/ar/endowmentsSigning.json';
import signingEn from '../../i18n/locales/en/endowmentsSigning.json';

import home from './home/page-namespaces';

const drafting = <T extends object>(catalogue: T, lang: Language) => ({
  ...catalogue,
  statuses: ENDOWMENT_STATUS_LABELS[lang],
  types: ENDOWMENT_TYPE_LABELS[lang],
});

const signing = <T extends object>(catalogue: T, lang: Language) => ({
  ...catalogue,
  invitationStates: SIGNER_STATE_LABELS[lang],
  roles: PARTY_ROLE_LABELS[lang],
});

/**
 * The deeds' pages' words (app/feature.ts `pageNamespaces`): drafting, and signing (issue 13);
 * the states, types and roles are the shared words the document and the audit log read too.
 */
export default {
  endowments: { ar: drafting(ar, 'ar'), en: drafting(en, 'en') },
  endowmentsSigning: { ar: signing(signingAr, 'ar'), en: signing(signingEn, 'en') },
  // The home's card loads only its own (home/page-namespaces); listed here for the words' types.
  ...home,
};
