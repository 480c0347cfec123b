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
  | 'rescheduled'
  | 'seriesBooked'
  | 'seriesBookedForYou'
  | 'seriesCanceled';

/** What one account is told about an appointment: which news, and the other party's name. */
export interface Tidings {
  notice: Notice;
  appointment: Appointment;
  other: string;
  reason?: string | undefined;
  /** A series' notice: how many appointments it is about, `appointment` being the first of them. */
  count?: number;
  /** A series' notice: its appointments, the first one included (each gets its own invitation). */
  series?: Appointment[];
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
  seriesBooked: { ar: 'حُجزت سلسلة مواعيد', en: 'A series of appointments was booked' },
  seriesBookedForYou: { ar: 'حُجزت لك سلسلة مواعيد', en: 'A series of appointments was booked for you' },
  seriesCanceled: { ar: 'أُلغيت مواعيد من سلسلتك', en: 'Appointments of your series were canceled' },
};

/** A series' notice says how many appointments, from the first: one message, not one per appointment. */
export function countOf({ count }: Tidings): { ar: string; en: string } | undefined {
  if (count === undefined) return undefined;
  const n = { ar: new Intl.NumberFormat('ar-u-nu-arab').format(count), en: String(count) };
  return { ar: `عدد المواعيد: ${n.ar}، أولها هذا`, en: `${n.en} appointments, this one first` };
}

/** The same as a sentence after the time (the inbox and the SMS); empty for a single appointment. */
export function countSentence(tidings: Tidings): { ar: string; en: string } {
  const many = countOf(tidings);
  return many ? { ar: ` ${many.ar}.`, en: ` ${many.en}.` } : { ar: '', en: '' };
}

/** The wall-clock time of the appointment in the clinic's zone, in each language. */
export const when = ({ start, timeZone }: Appointment) => dateTimeIn(start, timeZone);

/** An inbox notification about an appointment, naming the other party, its time and any reason given. */
export function appointmentNotice(tidings: Tidings): NotificationContent {
  const { notice, appointment, other, reason } = tidings;
  const at = when(appointment);
  const because = reason ? { ar: ` السبب: ${reason}`, en: ` Reason: ${reason}` } : { ar: '', en: '' };
  const counted = countSentence(tidings);
  return {
    kind: 'appointment',
    titleAr: TITLES[notice].ar,
    titleEn: TITLES[notice].en,
    descriptionAr: `${other} — ${at.ar}.${counted.ar}${because.ar}`,
    descriptionEn: `${other} — ${at.en}.${counted.en}${because.en}`,
    link: null,
  };
}
