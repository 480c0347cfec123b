import { auditActions } from '../audit/audit-definition.js';
import type { Reservation } from './reservation-contract.js';

export const RESERVATION_AUDIT_ACTIONS = auditActions({
  'reservation.create': { entity: 'reservation', label: { ar: 'طلب حجز جديد', en: 'Reservation requested' } },
  'reservation.verify': {
    entity: 'reservation',
    label: { ar: 'تأكيد جوال طلب حجز', en: 'Reservation phone confirmed' },
  },
  'reservation.accept': { entity: 'reservation', label: { ar: 'قبول طلب حجز', en: 'Reservation accepted' } },
  'reservation.decline': { entity: 'reservation', label: { ar: 'رفض طلب حجز', en: 'Reservation declined' } },
});

type Change = { before: Reservation; after: Reservation };

export interface ReservationAuditPayloads {
  'reservation.create': { after: Reservation };
  'reservation.verify': Change;
  'reservation.accept': Change;
  'reservation.decline': Change;
}
