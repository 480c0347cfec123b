import { auditActions } from '../audit/audit-definition.js';
import type { AttachmentKind, EndowmentStatus, EndowmentType } from './deed-kinds.js';

/*
 * What the endowments module records (issue 12). A deed's content is personal data that changes
 * with every autosave: the events keep the fact of a change and its new revision, never the
 * typed content, so the audit log neither copies the deed nor grows by a row per keystroke's worth.
 */
export const ENDOWMENTS_AUDIT_ACTIONS = auditActions({
  'endowment.create': { entity: 'endowment', label: { ar: 'أُنشئت مسودة وقف', en: 'Endowment draft created' } },
  'endowment.save': { entity: 'endowment', label: { ar: 'حُفظت مسودة وقف', en: 'Endowment draft saved' } },
  'endowment.delete': { entity: 'endowment', label: { ar: 'حُذفت مسودة وقف', en: 'Endowment draft deleted' } },
  'endowment.attachment_add': { entity: 'endowment', label: { ar: 'أُرفق ملف بوقف', en: 'Endowment file attached' } },
  'endowment.attachment_remove': {
    entity: 'endowment',
    label: { ar: 'حُذف ملف من وقف', en: 'Endowment file removed' },
  },
  // Issue 13: every transition of a deed or of an invitation, with the version and hash it concerns.
  'endowment.submit': {
    entity: 'endowment',
    label: { ar: 'قُدّمت وثيقة وقف للتوقيع', en: 'Endowment submitted for signing' },
  },
  'endowment.view': {
    entity: 'endowment',
    label: { ar: 'اطّلع موقّع على وثيقة وقف', en: 'Endowment viewed by a signer' },
  },
  'endowment.sign': { entity: 'endowment', label: { ar: 'وُقّعت وثيقة وقف', en: 'Endowment signed' } },
  'endowment.signed_by_all': {
    entity: 'endowment',
    label: { ar: 'اكتملت تواقيع وثيقة وقف', en: 'Endowment signed by all' },
  },
  'endowment.reject': { entity: 'endowment', label: { ar: 'رُفض توقيع وثيقة وقف', en: 'Endowment signature refused' } },
  'endowment.claim_party': {
    entity: 'endowment',
    label: { ar: 'أثبت طرفٌ هويته في وثيقة وقف', en: 'Endowment party proved their phone' },
  },
  'endowment.reopen': {
    entity: 'endowment',
    label: { ar: 'أُعيدت وثيقة وقف للتعديل', en: 'Endowment reopened for editing' },
  },
  'endowment.withdraw': { entity: 'endowment', label: { ar: 'سُحبت وثيقة وقف', en: 'Endowment withdrawn' } },
  'endowment.finalize': { entity: 'endowment', label: { ar: 'اعتُمدت وثيقة وقف', en: 'Endowment finalised' } },
  'endowment.register': { entity: 'endowment', label: { ar: 'سُجّلت وثيقة وقف', en: 'Endowment registered' } },
  'endowment.amend': { entity: 'endowment', label: { ar: 'بدأ تعديل وثيقة وقف', en: 'Endowment amendment started' } },
});

/** A deed as the audit names it: no personal content. */
interface DeedFacts {
  pubkey: string;
  type: EndowmentType | null;
  status: string;
  revision: number;
}

/** An attachment as the audit names it: its kind and size, not its name (which may hold a person's name). */
interface AttachmentFacts {
  pubkey: string;
  kind: AttachmentKind;
  fileType: string;
  fileSize: number;
}

export interface EndowmentsAuditPayloads {
  'endowment.create': { after: DeedFacts };
  /** `after.changed`: which draft keys the save replaced (not their values). */
  'endowment.save': { before: { revision: number }; after: DeedFacts & { changed: string[] } };
  'endowment.delete': { before: DeedFacts };
  'endowment.attachment_add': { after: AttachmentFacts };
  'endowment.attachment_remove': { before: AttachmentFacts };
  'endowment.submit': SigningTransition;
  'endowment.view': SigningTransition;
  'endowment.sign': SigningTransition;
  'endowment.signed_by_all': SigningTransition;
  'endowment.reject': SigningTransition;
  'endowment.reopen': SigningTransition;
  'endowment.withdraw': SigningTransition;
  'endowment.finalize': SigningTransition;
  'endowment.register': SigningTransition;
  'endowment.amend': SigningTransition;
  /** A party proved control of the phone the endower entered for them; no phone or ID in the event. */
  'endowment.claim_party': {
    after: { invitation?: string; role: string; version: number; method: 'CODE' | 'ACCOUNT_PHONE' };
  };
}

/**
 * A signing transition as the audit names it (waqf notes §10.7): the deed's state before and after,
 * the version and hash it concerns, and the invitation when a signer acted. No deed content, no
 * reason text (it may name people), no codes.
 */
interface SigningTransition {
  before: { status: EndowmentStatus; version: number; hash: string | null };
  after: {
    status: EndowmentStatus;
    version: number;
    hash: string | null;
    invitation?: string;
    role?: string;
    docNumber?: string;
    pdfHash?: string;
    amendment?: string;
  };
}
