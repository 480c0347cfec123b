import type { Language } from '../i18n/languages.js';
import type { EndowmentStatus, EndowmentType, SignerState, WalletRole } from './deed-kinds.js';

type Labels<K extends string> = Record<Language, Record<K, string>>;

/**
 * One term per deed state (walk finding 21), one source for the web's catalogue and the server's
 * document: the endower, the signers and the PDF read the same word. "Finalised" (معتمدة) is the
 * state its button "اعتماد" leads to.
 */
export const ENDOWMENT_STATUS_LABELS: Labels<EndowmentStatus> = {
  ar: {
    DRAFT: 'مسودة',
    SUBMITTED: 'مُرسلة للتوقيع',
    UNDER_REVIEW: 'قيد التوقيع',
    CHANGES_REQUESTED: 'مطلوب تعديلها',
    SIGNED_BY_ALL: 'وقّعها الجميع',
    FINAL: 'معتمدة',
    REGISTERED: 'مسجّلة',
    WITHDRAWN: 'مسحوبة',
  },
  en: {
    DRAFT: 'Draft',
    SUBMITTED: 'Sent for signing',
    UNDER_REVIEW: 'Being signed',
    CHANGES_REQUESTED: 'Changes requested',
    SIGNED_BY_ALL: 'Signed by all',
    FINAL: 'Finalised',
    REGISTERED: 'Registered',
    WITHDRAWN: 'Withdrawn',
  },
};

/**
 * The deed's type, a signer's invitation state and a party's role: the deeds' screens read them
 * (web endowments page-namespaces) and so does the audit log (web events namespaces), which
 * carries these words and not the deeds' whole catalogues into the dashboard's first load.
 */
export const ENDOWMENT_TYPE_LABELS: Labels<EndowmentType> = {
  ar: { family: 'ذري (أهلي)', charity: 'خيري', combined: 'مشترك', atomic_charitable: 'ذري يؤول إلى الخير' },
  en: { family: 'Family', charity: 'Charity', combined: 'Combined', atomic_charitable: 'Family, then charity' },
};

export const SIGNER_STATE_LABELS: Labels<SignerState> = {
  ar: { INVITED: 'مدعو', VIEWED: 'اطّلع', SIGNED: 'وقّع', REJECTED: 'رفض', REVOKED: 'يلزم التوقيع من جديد' },
  en: { INVITED: 'Invited', VIEWED: 'Viewed', SIGNED: 'Signed', REJECTED: 'Rejected', REVOKED: 'Re-sign required' },
};

export const PARTY_ROLE_LABELS: Labels<WalletRole> = {
  ar: { ENDOWER: 'الواقف', SUPERVISOR: 'ناظر', WITNESS: 'شاهد', BENEFICIARY: 'مستفيد' },
  en: { ENDOWER: 'Endower', SUPERVISOR: 'Supervisor', WITNESS: 'Witness', BENEFICIARY: 'Beneficiary' },
};

/**
 * The words the deeds' catalogues take from here, by namespace and key: the web adds them to its
 * `endowments` and `endowmentsSigning` catalogues (features/endowments/page-namespaces.ts), and the
 * browser tests read them where they read the rest of those catalogues (e2e support/catalogue.ts).
 */
export const deedCatalogueLabels = (lang: Language) => ({
  endowments: { statuses: ENDOWMENT_STATUS_LABELS[lang], types: ENDOWMENT_TYPE_LABELS[lang] },
  endowmentsSigning: { invitationStates: SIGNER_STATE_LABELS[lang], roles: PARTY_ROLE_LABELS[lang] },
});
