import type { Appointment, Language } from '@bayan/shared';
import { HELLO, renderEmail, type EmailBlock, type EmailText } from '../../outbox/email-layout.js';
import type { MessageText } from '../../outbox/messages.js';
import { when } from '../appointments/appointment-notices.js';
import type { ReminderKind } from './clinic-sweep.repository.js';
import { daysAhead, inZone } from '../appointments/message-dates.js';

/** The links a reminder carries; no cancel link once the cancellation cut-off has passed. */
export interface ReminderLinks {
  confirm: string;
  cancel: string | undefined;
}

type Lead = Record<Language, string>;

/**
 * When the visit is, as the patient reads it at `now`: the 2 h reminder says so; the 24 h one names
 * the clinic's calendar day (a reminder written after midnight for an evening visit is for today),
 * or the date itself when it is neither today nor tomorrow.
 */
function leadOf({ start, timeZone }: Appointment, kind: ReminderKind, now: Date): Lead {
  if (kind === '2h') return { ar: 'خلال ساعتين', en: 'in two hours' };
  const days = daysAhead(start, timeZone, now);
  if (days === 0) return { ar: 'اليوم', en: 'today' };
  if (days === 1) return { ar: 'غداً', en: 'tomorrow' };
  const date = inZone(start, timeZone, { dateStyle: 'long' });
  return { ar: `يوم ${date.ar}`, en: `on ${date.en}` };
}

/** The day in the Umm al-Qura calendar, in the clinic's zone: messages carry both calendars. */
const hijriDay = ({ start, timeZone }: Appointment) => inZone(start, timeZone, { dateStyle: 'long' }, 'hijri');
const timeOf = ({ start, timeZone }: Appointment) => inZone(start, timeZone, { timeStyle: 'short' });

const WORDS = {
  ar: {
    remind: (lead: string, time: string) => `نذكّرك بموعدك ${lead}، الساعة ${time}.`,
    doctor: 'الطبيب',
    when: 'الموعد',
    clinic: 'العيادة',
    confirm: 'تأكيد حضوري',
    cancel: 'إلغاء الموعد',
    tooLate: 'انتهت مهلة الإلغاء عبر الرابط؛ للإلغاء تواصل مع العيادة.',
  },
  en: {
    remind: (lead: string, time: string) => `A reminder of your appointment ${lead}, at ${time}.`,
    doctor: 'Doctor',
    when: 'When',
    clinic: 'Clinic',
    confirm: 'Confirm my attendance',
    cancel: 'Cancel the appointment',
    tooLate: 'It is too late to cancel by link; contact the clinic to cancel.',
  },
} as const;

/** A reminder by email written at `now`, with its links: confirm, and cancel while the cut-off allows it. */
export function reminderEmail(
  appointment: Appointment,
  kind: ReminderKind,
  now: Date,
  clinic: { ar: string; en: string },
  links: ReminderLinks,
): EmailText {
  const at = when(appointment);
  const hijri = hijriDay(appointment);
  const time = timeOf(appointment);
  const lead = leadOf(appointment, kind, now);
  const part = (lang: Language): EmailBlock[] => {
    const words = WORDS[lang];
    const facts: Array<[string, string]> = [
      [words.doctor, appointment.doctor.name],
      [words.when, `${at[lang]} (${hijri[lang]})`],
      [words.clinic, clinic[lang]],
    ];
    return [
      HELLO[lang],
      { text: words.remind(lead[lang], time[lang]) },
      { facts },
      { link: links.confirm, label: words.confirm },
      links.cancel ? { link: links.cancel, label: words.cancel, secondary: true } : { text: words.tooLate },
    ];
  };
  return renderEmail({
    subject: { ar: `تذكير بموعدك ${lead.ar}`, en: `Appointment reminder: ${lead.en}` },
    ar: part('ar'),
    en: part('en'),
  });
}

/** The same by SMS, short: who, when, and the links. */
export function reminderSms(
  appointment: Appointment,
  kind: ReminderKind,
  now: Date,
  links: ReminderLinks,
): MessageText {
  const at = when(appointment);
  const lead = leadOf(appointment, kind, now);
  const doctor = appointment.doctor.name;
  return {
    subject: `تذكير بموعد | Appointment reminder`,
    body: [
      `بيان: تذكير بموعدك ${lead.ar} مع ${doctor}، ${at.ar}.`,
      `Bayan: your appointment ${lead.en} with ${doctor}, ${at.en}.`,
      `تأكيد | Confirm: ${links.confirm}`,
      ...(links.cancel ? [`إلغاء | Cancel: ${links.cancel}`] : []),
    ].join('\n'),
  };
}
