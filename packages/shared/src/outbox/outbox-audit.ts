import { auditActions } from '../audit/audit-definition.js';
import type { OutboxChannel } from './outbox-contract.js';

export const OUTBOX_AUDIT_ACTIONS = auditActions({
  'message.resend': { entity: 'message', label: { ar: 'إعادة إرسال رسالة', en: 'Message sent again' } },
});

export interface OutboxAuditPayloads {
  'message.resend': { before: { state: 'failed'; error: string | null }; after: { channel: OutboxChannel } };
}
