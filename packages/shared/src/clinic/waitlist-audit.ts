import { auditActions } from '../audit/audit-definition.js';
import type { WaitlistEntry } from './waitlist-contract.js';

export const WAITLIST_AUDIT_ACTIONS = auditActions({
  'waitlist.join': { entity: 'waitlist_entry', label: { ar: 'انضمام إلى قائمة الانتظار', en: 'Joined a waitlist' } },
  'waitlist.leave': { entity: 'waitlist_entry', label: { ar: 'مغادرة قائمة الانتظار', en: 'Left a waitlist' } },
  'waitlist.offer': {
    entity: 'waitlist_entry',
    label: { ar: 'عُرض موعد من قائمة الانتظار', en: 'Waitlist seat offered' },
  },
  'waitlist.confirm': {
    entity: 'waitlist_entry',
    label: { ar: 'حُجز موعد من قائمة الانتظار', en: 'Waitlist offer booked' },
  },
  'waitlist.decline': {
    entity: 'waitlist_entry',
    label: { ar: 'اعتذار عن موعد معروض', en: 'Waitlist offer declined' },
  },
  'waitlist.lapse': { entity: 'waitlist_entry', label: { ar: 'انتهت مهلة موعد معروض', en: 'Waitlist offer lapsed' } },
});

type Change = { before: WaitlistEntry; after: WaitlistEntry };

export interface WaitlistAuditPayloads {
  'waitlist.join': { after: WaitlistEntry };
  'waitlist.leave': Change;
  'waitlist.offer': Change;
  'waitlist.confirm': Change;
  'waitlist.decline': Change;
  'waitlist.lapse': Change;
}
