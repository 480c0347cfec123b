import type { Appointment } from '@bayan/shared';
import type { NotificationContent } from '../notifications/notifications.repository.js';

export type Notice =
  'booked' | 'bookedForYou' | 'confirmed' | 'rejected' | 'canceled' | 'canceledByPatient' | 'rescheduled';

const TITLES: Record<Notice, { ar: string; en: string }> = {
  booked: { ar: 'حجز جديد', en: 'New booking' },
  bookedForYou: { ar: 'حُجز لك موعد', en: 'An appointment was booked for you' },
  confirmed: { ar: 'تأكد موعدك', en: 'Your appointment is confirmed' },
  rejected: { ar: 'رُفض طلب موعدك', en: 'Your appointment request was declined' },
  canceled: { ar: 'أُلغي موعدك', en: 'Your appointment was canceled' },
  canceledByPatient: { ar: 'ألغى المريض موعده', en: 'A patient canceled their appointment' },
  rescheduled: { ar: 'تغيّر موعد', en: 'An appointment was moved' },
};

/** The wall-clock time of the appointment in the clinic's zone, in each language. */
function when(start: string, timeZone: string) {
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(start));
  return { ar: format('ar-u-ca-gregory'), en: format('en-GB') };
}

/** A notification about an appointment, naming the other party, its time and any reason given. */
export function appointmentNotice(
  notice: Notice,
  appointment: Appointment,
  other: string,
  timeZone: string,
  reason?: string,
): NotificationContent {
  const at = when(appointment.start, timeZone);
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
