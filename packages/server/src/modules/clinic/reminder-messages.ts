import type { Appointment, Language } from '@bayan/shared';
import { HELLO, renderEmail, type EmailBlock, type EmailText } from '../outbox/email-layout.js';
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

const WORDS = {
  ar: {
    remind: (lead: string) => `نذكّرك بموعدك ${lead}.`,
    doctor: 'الطبيب',
    when: 'الموعد',
    clinic: 'العيادة',
    confirm: 'تأكيد حضوري',
    cancel: 'إلغاء الموعد',
    tooLate: 'انتهت مهلة الإلغاء عبر الرابط؛ للإلغاء تواصل مع العيادة.',
    locale: 'ar-SA',
  },
  en: {
    remind: (lead: string) => `A reminder of your appointment ${lead}.`,
    doctor: 'Doctor',
    when: 'When',
    clinic: 'Clinic',
    confirm: 'Confirm my attendance',
    cancel: 'Cancel the appointment',
    tooLate: 'It is too late to cancel by link; contact the clinic to cancel.',
    locale: 'en',
  },
} as const;

/** A reminder by email, with its links: confirm, and cancel while the cut-off allows it. */
export function reminderEmail(
  appointment: Appointment,
  kind: ReminderKind,
  clinic: { ar: string; en: string },
  links: ReminderLinks,
): EmailText {
  const at = when(appointment);
  const part = (lang: Language): EmailBlock[] => {
    const words = WORDS[lang];
    const facts: Array<[string, string]> = [
      [words.doctor, appointment.doctor.name],
      [words.when, `${at[lang]} (${hijriDay(appointment, words.locale)})`],
      [words.clinic, clinic[lang]],
    ];
    return [
      HELLO[lang],
      { text: words.remind(LEAD[kind][lang]) },
      { facts },
      { link: links.confirm, label: words.confirm },
      links.cancel ? { link: links.cancel, label: words.cancel, secondary: true } : { text: words.tooLate },
    ];
  };
  return renderEmail({
    subject: { ar: `تذكير بموعدك ${LEAD[kind].ar}`, en: `Appointment reminder: ${LEAD[kind].en}` },
    ar: part('ar'),
    en: part('en'),
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
