import { auditActions } from '../audit/audit-definition.js';
import type { AttachmentKind, EndowmentType } from './deed-kinds.js';

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
}
