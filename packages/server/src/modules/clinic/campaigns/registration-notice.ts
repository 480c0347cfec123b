import type { CampaignRegistration } from '@bayan/shared';
import type { Tx } from '../../../lib/module/transaction.js';
import { canSignIn } from '../../users/users.accounts.js';
import type { NotificationContent } from '../../notifications/notifications.repository.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { HELLO, renderEmail, type EmailText } from '../../outbox/email-layout.js';
import { dateTimeIn } from '../appointments/message-dates.js';

export type RegistrationNews = 'registered' | 'accepted' | 'canceled';

const TITLES: Record<RegistrationNews, { ar: string; en: string }> = {
  registered: { ar: 'استلمنا تسجيلك في الحملة', en: 'Your campaign registration was received' },
  accepted: { ar: 'قُبل تسجيلك في الحملة', en: 'Your campaign registration is accepted' },
  canceled: { ar: 'أُلغي تسجيلك في الحملة', en: 'Your campaign registration was canceled' },
};

/** The campaign's start in the clinic's zone, in each language. */
const when = (registration: CampaignRegistration, timeZone: string) =>
  dateTimeIn(registration.campaign.start, timeZone);

export function registrationNotice(
  news: RegistrationNews,
  registration: CampaignRegistration,
  timeZone: string,
): NotificationContent {
  const at = when(registration, timeZone);
  const { campaign } = registration;
  return {
    kind: 'campaign',
    titleAr: TITLES[news].ar,
    titleEn: TITLES[news].en,
    descriptionAr: `${campaign.titleAr} — ${at.ar}.`,
    descriptionEn: `${campaign.titleEn} — ${at.en}.`,
    link: null,
  };
}

/** The notice by email: what happened, the campaign and its start, and the campaigns page. */
export function registrationEmail(content: NotificationContent, link: string): EmailText {
  return renderEmail({
    subject: { ar: content.titleAr, en: content.titleEn },
    ar: [HELLO.ar, { text: content.descriptionAr }, { link, label: 'عرض الحملات' }],
    en: [HELLO.en, { text: content.descriptionEn }, { link, label: 'See the campaigns' }],
  });
}

/**
 * Tells the patient about their registration, in `tx` like the appointments' notices: the inbox,
 * and by email and SMS through the outbox (Arabic first, then English) to the contacts they have.
 */
export async function tellPatient(
  deps: ClinicDeps,
  tx: Tx,
  news: RegistrationNews,
  record: { patientId: number; timeZone: string },
  registration: CampaignRegistration,
): Promise<void> {
  const { patientId } = record;
  const content = registrationNotice(news, registration, record.timeZone);
  await deps.notifications.notify(patientId, content, tx);
  const account = await deps.users.accounts.findById(patientId, { tx });
  if (!account || !canSignIn(account)) return;
  const link = `${deps.config.publicUrl}/campaigns`;
  if (account.email)
    await deps.outbox.send({ channel: 'email', recipient: account.email, ...registrationEmail(content, link) }, tx);
  if (account.phone) {
    const subject = `${content.titleAr} | ${content.titleEn}`;
    const body = [
      `بيان: ${content.titleAr}: ${content.descriptionAr}`,
      `Bayan: ${content.titleEn}: ${content.descriptionEn}`,
      link,
    ].join('\n');
    await deps.outbox.send(
      { channel: 'sms', recipient: account.phone, subject, body, whatsapp: { kind: 'notice' } },
      tx,
    );
  }
}
