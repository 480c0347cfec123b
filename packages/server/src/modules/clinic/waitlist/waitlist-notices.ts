import type { WaitlistOffer } from '@bayan/shared';
import type { Tx } from '../../../lib/module/transaction.js';
import { HELLO, renderEmail, type EmailBlock } from '../../outbox/email-layout.js';
import { canSignIn } from '../../users/users.accounts.js';
import { dateTimeIn, inZone } from '../appointments/message-dates.js';
import type { ClinicDeps } from '../clinic.deps.js';

const TITLE = { ar: 'تفرّغ موعد لك من قائمة الانتظار', en: 'A seat from the waitlist is held for you' };

const WORDS = {
  ar: { doctor: 'الطبيب', when: 'الموعد', clinic: 'العيادة', until: 'محجوز لك حتى', open: 'تأكيد الموعد' },
  en: {
    doctor: 'Doctor',
    when: 'When',
    clinic: 'Clinic',
    until: 'Held for you until',
    open: 'Confirm the appointment',
  },
} as const;

/** The offer page: the patient's waitlist entry, where they confirm or let the seat go (login on the phone). */
export const offerLink = (deps: Pick<ClinicDeps, 'config'>, entryPubkey: string) =>
  `${deps.config.publicUrl}/dashboard/waitlist/${entryPubkey}`;

/**
 * Tells the patient that a seat is held for them (issue 35): their inbox, email and SMS through
 * the outbox, in `tx` with the hold, each with the offer page's link and the hold's end in the
 * clinic's zone. A BLOCKED or DELETED account gets no email or SMS.
 */
export async function tellOffer(
  deps: ClinicDeps,
  tx: Tx,
  patientId: number,
  entryPubkey: string,
  offer: WaitlistOffer,
  clinic: { ar: string; en: string },
): Promise<void> {
  const at = dateTimeIn(offer.start, offer.timeZone);
  const until = inZone(offer.holdExpiresAt, offer.timeZone, { timeStyle: 'short' });
  const link = offerLink(deps, entryPubkey);
  const doctor = offer.doctor.name;
  await deps.notifications.notify(
    patientId,
    {
      kind: 'appointment',
      titleAr: TITLE.ar,
      titleEn: TITLE.en,
      descriptionAr: `${doctor} — ${at.ar}. ${WORDS.ar.until} ${until.ar}.`,
      descriptionEn: `${doctor} — ${at.en}. ${WORDS.en.until} ${until.en}.`,
      link: `/dashboard/waitlist/${entryPubkey}`,
    },
    tx,
  );
  const account = await deps.users.accounts.findById(patientId, { tx });
  if (!account || !canSignIn(account)) return;
  const part = (lang: 'ar' | 'en'): EmailBlock[] => [
    HELLO[lang],
    {
      facts: [
        [WORDS[lang].doctor, doctor],
        [WORDS[lang].when, at[lang]],
        [WORDS[lang].clinic, clinic[lang]],
        [WORDS[lang].until, until[lang]],
      ],
    },
    { link, label: WORDS[lang].open },
  ];
  if (account.email) {
    const email = renderEmail({ subject: TITLE, ar: part('ar'), en: part('en') });
    await deps.outbox.send({ channel: 'email', recipient: account.email, ...email }, tx);
  }
  if (account.phone) {
    const body = [
      `بيان: ${TITLE.ar} — ${doctor}، ${at.ar}. أكّده قبل ${until.ar}.`,
      `Bayan: ${TITLE.en} — ${doctor}, ${at.en}. Confirm by ${until.en}.`,
      link,
    ].join('\n');
    const sms = { subject: `${TITLE.ar} | ${TITLE.en}`, body };
    await deps.outbox.send({ channel: 'sms', recipient: account.phone, ...sms, whatsapp: { kind: 'notice' } }, tx);
  }
}
