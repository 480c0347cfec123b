import type { MessageText } from '../outbox/messages.js';
import { TITLES, when, type Tidings } from './appointment-notices.js';

/** Who reads the message: the doctor reads of a patient, the patient of a doctor; where they see it. */
export interface Reader {
  isDoctor: boolean;
  clinic: { ar: string; en: string };
  link: string;
}

const subjectOf = ({ notice }: Tidings) => `${TITLES[notice].ar} | ${TITLES[notice].en}`;

/**
 * The email of an appointment notice. The reader's language is not stored, so the text is Arabic
 * first, then English (like users.contact-messages.ts): the other party, the time in the clinic's
 * zone, the clinic, the reason when one was given, and the dashboard page that shows it.
 */
export function appointmentEmail(tidings: Tidings, reader: Reader): MessageText {
  const { notice, appointment, other, reason } = tidings;
  const at = when(appointment);
  const party = reader.isDoctor ? { ar: 'المريض', en: 'Patient' } : { ar: 'الطبيب', en: 'Doctor' };
  return {
    subject: subjectOf(tidings),
    body: [
      'مرحباً،',
      '',
      `${TITLES[notice].ar}.`,
      `${party.ar}: ${other}`,
      `الموعد: ${at.ar}`,
      `العيادة: ${reader.clinic.ar}`,
      ...(reason ? [`السبب: ${reason}`] : []),
      `لعرضه في لوحة التحكم: ${reader.link}`,
      '',
      '---',
      '',
      'Hello,',
      '',
      `${TITLES[notice].en}.`,
      `${party.en}: ${other}`,
      `When: ${at.en}`,
      `Clinic: ${reader.clinic.en}`,
      ...(reason ? [`Reason: ${reason}`] : []),
      `See it in your dashboard: ${reader.link}`,
    ].join('\n'),
  };
}

/** The same notice by SMS, short: what, who and when, and the link. */
export function appointmentSms(tidings: Tidings, reader: Reader): MessageText {
  const at = when(tidings.appointment);
  const title = TITLES[tidings.notice];
  return {
    subject: subjectOf(tidings),
    body: [
      `بيان: ${title.ar} — ${tidings.other}، ${at.ar}.`,
      `Bayan: ${title.en} — ${tidings.other}, ${at.en}.`,
      reader.link,
    ].join('\n'),
  };
}
