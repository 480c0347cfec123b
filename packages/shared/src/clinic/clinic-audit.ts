import { auditActions } from '../audit/audit-definition.js';
import { AGENDA_AUDIT_ACTIONS, type AgendaAuditPayloads } from './agenda-audit.js';
import { CALENDAR_FEED_AUDIT_ACTIONS, type CalendarFeedAuditPayloads } from './calendar-feed-audit.js';
import { CAMPAIGN_AUDIT_ACTIONS, type CampaignAuditPayloads } from './campaigns-audit.js';
import type { Appointment } from './clinic-contract.js';
import { CLINIC_PEOPLE_AUDIT_ACTIONS, type ClinicPeopleAuditPayloads } from './people-audit.js';
import { DIRECTORY_AUDIT_ACTIONS, type DirectoryAuditPayloads } from './directory-audit.js';
import { RESERVATION_AUDIT_ACTIONS, type ReservationAuditPayloads } from './reservation-audit.js';
import { RATING_AUDIT_ACTIONS, type RatingAuditPayloads } from './rating-audit.js';
import { WAITLIST_AUDIT_ACTIONS, type WaitlistAuditPayloads } from './waitlist-audit.js';
import { SERIES_AUDIT_ACTIONS, type SeriesAuditPayloads } from './series-audit.js';

export const CLINIC_AUDIT_ACTIONS = auditActions({
  ...DIRECTORY_AUDIT_ACTIONS,
  'appointment.book': { entity: 'appointment', label: { ar: 'حُجز موعد', en: 'Appointment booked' } },
  'appointment.confirm': { entity: 'appointment', label: { ar: 'أُكّد موعد', en: 'Appointment confirmed' } },
  'appointment.reject': { entity: 'appointment', label: { ar: 'رُفض موعد', en: 'Appointment rejected' } },
  'appointment.cancel': { entity: 'appointment', label: { ar: 'أُلغي موعد', en: 'Appointment canceled' } },
  'appointment.done': { entity: 'appointment', label: { ar: 'اكتمل موعد', en: 'Appointment done' } },
  'appointment.no_show': { entity: 'appointment', label: { ar: 'لم يحضر المريض', en: 'Patient did not come' } },
  'appointment.reschedule': { entity: 'appointment', label: { ar: 'نُقل موعد', en: 'Appointment moved' } },
  'appointment.attendance_confirm': {
    entity: 'appointment',
    label: { ar: 'أكّد المريض حضوره', en: 'Patient confirmed they will come' },
  },
  ...CLINIC_PEOPLE_AUDIT_ACTIONS,
  ...AGENDA_AUDIT_ACTIONS,
  ...RESERVATION_AUDIT_ACTIONS,
  ...RATING_AUDIT_ACTIONS,
  ...CAMPAIGN_AUDIT_ACTIONS,
  ...CALENDAR_FEED_AUDIT_ACTIONS,
  ...WAITLIST_AUDIT_ACTIONS,
  ...SERIES_AUDIT_ACTIONS,
});

type Transition = { before: Appointment; after: Appointment & { reason?: string | undefined } };

export interface ClinicAuditPayloads
  extends
    ClinicPeopleAuditPayloads,
    DirectoryAuditPayloads,
    AgendaAuditPayloads,
    ReservationAuditPayloads,
    RatingAuditPayloads,
    CampaignAuditPayloads,
    CalendarFeedAuditPayloads,
    WaitlistAuditPayloads,
    SeriesAuditPayloads {
  /** `consent`: the booking brought a patient new to the clinic, who agreed by the texted code. */
  'appointment.book': { after: Appointment & { consent?: 'code' } };
  'appointment.confirm': Transition;
  'appointment.reject': Transition;
  'appointment.cancel': Transition;
  'appointment.done': Transition;
  'appointment.no_show': Transition;
  /** `before` is the appointment given up (now Canceled), `after` the one that replaced it. */
  'appointment.reschedule': Transition;
  /** From a reminder's link: the patient will come (the state stays Planed). */
  'appointment.attendance_confirm': { after: Appointment };
}
