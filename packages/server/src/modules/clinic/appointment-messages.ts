import { HELLO, renderEmail, type EmailText } from '../outbox/email-layout.js';
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
 * The email of an appointment notice: the other party, the time in the clinic's zone, the clinic,
 * the reason when one was given, and the dashboard page that shows it.
 */
export function appointmentEmail(tidings: Tidings, reader: Reader): EmailText {
  const { notice, appointment, other, reason } = tidings;
  const at = when(appointment);
  const party = reader.isDoctor ? { ar: 'المريض', en: 'Patient' } : { ar: 'الطبيب', en: 'Doctor' };
  return renderEmail({
    subject: TITLES[notice],
    ar: [
      HELLO.ar,
      {
        facts: [
          [party.ar, other],
          ['الموعد', at.ar],
          ['العيادة', reader.clinic.ar],
          ...(reason ? [['السبب', reason] as const] : []),
        ],
      },
      { link: reader.link, label: 'عرضه في لوحة التحكم' },
    ],
    en: [
      HELLO.en,
      {
        facts: [
          [party.en, other],
          ['When', at.en],
          ['Clinic', reader.clinic.en],
          ...(reason ? [['Reason', reason] as const] : []),
        ],
      },
      { link: reader.link, label: 'See it in your dashboard' },
    ],
  });
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
