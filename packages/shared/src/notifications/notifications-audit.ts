import { auditActions } from '../audit/audit-definition.js';
import type { Announcement } from './notifications-contract.js';

export const NOTIFICATIONS_AUDIT_ACTIONS = auditActions({
  'notification.announce': { entity: 'notification', label: { ar: 'إرسال إعلان', en: 'Announcement sent' } },
});

export interface NotificationsAuditPayloads {
  'notification.announce': {
    after: { title: string; description: string; link: string | null; to: Announcement['to']; recipients: number };
  };
}
