import type { Appointment } from '@bayan/shared';
import type { NotificationContent } from '../../notifications/notifications.repository.js';
import { dateTimeIn } from './message-dates.js';

export type Notice =
  | 'booked'
  | 'bookedForYou'
  | 'confirmed'
  | 'rejected'
  | 'notConfirmedInTime'
  | 'canceled'
  | 'canceledByPatient'
  | 'rescheduled';

/** What one account is told about an appointment: which news, and the other party's name. */
export interface Tidings {
  notice: Notice;
  appointment: Appointment;
  other: string;
  reason?: string | undefined;
}

export const TITLES: Record<Notice, { ar: string; en: string }> = {
  booked: { ar: 'حجز جديد', en: 'New booking' },
  bookedForYou: { ar: 'حُجز لك موعد', en: 'An appointment was booked for you' },
  confirmed: { ar: 'تأكد موعدك', en: 'Your appointment is confirmed' },
  rejected: { ar: 'رُفض طلب موعدك', en: 'Your appointment request was declined' },
  notConfirmedInTime: {
    ar: 'رُفض طلب موعدك: لم يُؤكَّد في الوقت',
    en: 'Your appointment request was declined: not confirmed in time',
  },
  canceled: { ar: 'أُلغي موعدك', en: 'Your appointment was canceled' },
  canceledByPatient: { ar: 'ألغى المريض موعده', en: 'A patient canceled their appointment' },
  rescheduled: { ar: 'تغيّر موعد', en: 'An appointment was moved' },
};

/** The wall-clock time of the appointment in the clinic's zone, in each language. */
export const when = ({ start, timeZone }: Appointment) => dateTimeIn(start, timeZone);

/** An inbox notification about an appointment, naming the other party, its time and any reason given. */
export function appointmentNotice({ notice, appointment, other, reason }: Tidings): NotificationContent {
  const at = when(appointment);
  const because = reason ? { ar: ` السبب: ${reason}`, en: ` Reason: ${reason}` } : { ar: '', en: '' };
  return {
    kind: 'appointment',
    titleAr: TITLES[notice].ar,
    titleEn: TITLES[notice].en,
    descriptionAr: `${other} — ${at.ar}.${because.ar}`,
    descriptionEn: `${other} — ${at.en}.${because.en}`,
    link: null,
  };
}
