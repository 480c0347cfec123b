import type { Language } from '@bayan/shared';
import { HELLO, renderEmail, type EmailBlock, type EmailText } from '../../outbox/email-layout.js';
import type { MessageText } from '../../outbox/messages.js';
import { countOf, countSentence, TITLES, when, type Tidings } from './appointment-notices.js';

/** Who reads the message: the doctor reads of a patient, the patient of a doctor; where they see it. */
export interface Reader {
  isDoctor: boolean;
  clinic: { ar: string; en: string };
  link: string;
}

const subjectOf = ({ notice }: Tidings) => `${TITLES[notice].ar} | ${TITLES[notice].en}`;

const WORDS = {
  ar: {
    patient: 'المريض',
    doctor: 'الطبيب',
    when: 'الموعد',
    count: 'المواعيد',
    clinic: 'العيادة',
    reason: 'السبب',
    see: 'عرضه في لوحة التحكم',
  },
  en: {
    patient: 'Patient',
    doctor: 'Doctor',
    when: 'When',
    count: 'Appointments',
    clinic: 'Clinic',
    reason: 'Reason',
    see: 'See it in your dashboard',
  },
} as const;

/**
 * The email of an appointment notice: the other party, the time in the clinic's zone, the clinic,
 * the reason when one was given, and the dashboard page that shows it.
 */
export function appointmentEmail(tidings: Tidings, reader: Reader): EmailText {
  const { notice, appointment, other, reason } = tidings;
  const at = when(appointment);
  const part = (lang: Language): EmailBlock[] => {
    const words = WORDS[lang];
    const facts: Array<[string, string]> = [
      [reader.isDoctor ? words.patient : words.doctor, other],
      [words.when, at[lang]],
      [words.clinic, reader.clinic[lang]],
    ];
    const many = countOf(tidings);
    if (many) facts.push([words.count, many[lang]]);
    if (reason) facts.push([words.reason, reason]);
    return [HELLO[lang], { facts }, { link: reader.link, label: words.see }];
  };
  return renderEmail({ subject: TITLES[notice], ar: part('ar'), en: part('en') });
}

/** The same notice by SMS, short: what, who and when, and the link. */
export function appointmentSms(tidings: Tidings, reader: Reader): MessageText {
  const at = when(tidings.appointment);
  const title = TITLES[tidings.notice];
  const counted = countSentence(tidings);
  return {
    subject: subjectOf(tidings),
    body: [
      `بيان: ${title.ar} — ${tidings.other}، ${at.ar}.${counted.ar}`,
      `Bayan: ${title.en} — ${tidings.other}, ${at.en}.${counted.en}`,
      reader.link,
    ].join('\n'),
  };
}
