import type { Language } from '../i18n/languages.js';
import type { EndowmentStatus } from './deed-kinds.js';

/**
 * One term per deed state (walk finding 21), one source for the web's catalogue and the server's
 * document: the endower, the signers and the PDF read the same word. "Finalised" (معتمدة) is the
 * state its button "اعتماد" leads to.
 */
export const ENDOWMENT_STATUS_LABELS: Record<Language, Record<EndowmentStatus, string>> = {
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
