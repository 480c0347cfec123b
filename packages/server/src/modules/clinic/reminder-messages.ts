import type { Appointment } from '@bayan/shared';
import { HELLO, renderEmail, type EmailText } from '../outbox/email-layout.js';
import type { MessageText } from '../outbox/messages.js';
import { when } from './appointment-notices.js';
import type { ReminderKind } from './clinic-sweep.repository.js';

/** The links a reminder carries; no cancel link once the cancellation cut-off has passed. */
export interface ReminderLinks {
  confirm: string;
  cancel: string | undefined;
}

const LEAD = {
  '24h': { ar: 'غداً', en: 'tomorrow' },
  '2h': { ar: 'خلال ساعتين', en: 'in two hours' },
} as const;

/** The day in the Umm al-Qura calendar, in the clinic's zone: messages carry both calendars. */
const hijriDay = ({ start, timeZone }: Appointment, locale: string) =>
  new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, { timeZone, dateStyle: 'long' }).format(new Date(start));

/** A reminder by email, with its links: confirm, and cancel while the cut-off allows it. */
export function reminderEmail(
  appointment: Appointment,
  kind: ReminderKind,
  clinic: { ar: string; en: string },
  links: ReminderLinks,
): EmailText {
  const at = when(appointment);
  const doctor = appointment.doctor.name;
  return renderEmail({
    subject: { ar: `تذكير بموعدك ${LEAD[kind].ar}`, en: `Appointment reminder: ${LEAD[kind].en}` },
    ar: [
      HELLO.ar,
      { text: `نذكّرك بموعدك ${LEAD[kind].ar}.` },
      {
        facts: [
          ['الطبيب', doctor],
          ['الموعد', `${at.ar} (${hijriDay(appointment, 'ar-SA')})`],
          ['العيادة', clinic.ar],
        ],
      },
      { link: links.confirm, label: 'تأكيد حضوري' },
      links.cancel
        ? { link: links.cancel, label: 'إلغاء الموعد', secondary: true }
        : { text: 'انتهت مهلة الإلغاء عبر الرابط؛ للإلغاء تواصل مع العيادة.' },
    ],
    en: [
      HELLO.en,
      { text: `A reminder of your appointment ${LEAD[kind].en}.` },
      {
        facts: [
          ['Doctor', doctor],
          ['When', `${at.en} (${hijriDay(appointment, 'en')})`],
          ['Clinic', clinic.en],
        ],
      },
      { link: links.confirm, label: 'Confirm my attendance' },
      links.cancel
        ? { link: links.cancel, label: 'Cancel the appointment', secondary: true }
        : { text: 'It is too late to cancel by link; contact the clinic to cancel.' },
    ],
  });
}

/** The same by SMS, short: who, when, and the links. */
export function reminderSms(appointment: Appointment, kind: ReminderKind, links: ReminderLinks): MessageText {
  const at = when(appointment);
  const doctor = appointment.doctor.name;
  return {
    subject: `تذكير بموعد | Appointment reminder`,
    body: [
      `بيان: تذكير بموعدك ${LEAD[kind].ar} مع ${doctor}، ${at.ar}.`,
      `Bayan: your appointment ${LEAD[kind].en} with ${doctor}, ${at.en}.`,
      `تأكيد | Confirm: ${links.confirm}`,
      ...(links.cancel ? [`إلغاء | Cancel: ${links.cancel}`] : []),
    ].join('\n'),
  };
}
