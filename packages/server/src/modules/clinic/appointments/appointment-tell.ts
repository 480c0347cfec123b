import type { Tx } from '../../../lib/module/transaction.js';
import { canSignIn } from '../../users/users.accounts.js';
import { appointmentEmail, appointmentSms, type Reader } from './appointment-messages.js';
import { appointmentNotice, type Tidings } from './appointment-notices.js';
import { appointmentPage } from './appointment-page.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { appointmentInvites } from '../feeds/appointment-invite.js';

/**
 * Tells one account about an appointment (issue 10): its inbox, and by email and SMS through the
 * outbox to the contacts it has, all in `tx`, so the messages exist exactly when the change
 * commits, the email with its calendar invitation (.ics; one a visit for a series). A BLOCKED or DELETED account gets no
 * email or SMS. The link is the dashboard page
 * that shows the appointment: a doctor's calendar on its day, a patient's appointments.
 */
export async function tell(deps: ClinicDeps, tx: Tx, recipient: number, tidings: Tidings): Promise<void> {
  await deps.notifications.notify(recipient, appointmentNotice(tidings), tx);
  const account = await deps.users.accounts.findById(recipient, { tx });
  if (!account || !canSignIn(account) || (!account.email && !account.phone)) return;
  const { appointment } = tidings;
  const clinic = await deps.reposOf(tx).etablissements.findByPubkey(appointment.etablissementPubkey);
  const isDoctor = account.pubkey === appointment.doctor.pubkey;
  const reader: Reader = {
    isDoctor,
    clinic: { ar: clinic?.nameAr ?? '', en: clinic?.nameEn ?? '' },
    link: appointmentPage(deps.config.publicUrl, isDoctor, appointment),
  };
  if (account.email) {
    const name = (isDoctor ? appointment.doctor : appointment.patient).name;
    const invitee = { isDoctor, name, email: account.email };
    const calendar = await appointmentInvites(deps, tx, tidings.series ?? [appointment], clinic, invitee);
    const email = appointmentEmail(tidings, reader);
    await deps.outbox.send({ channel: 'email', recipient: account.email, ...email, calendar }, tx);
  }
  if (account.phone) {
    const text = appointmentSms(tidings, reader);
    await deps.outbox.send({ channel: 'sms', recipient: account.phone, ...text, whatsapp: { kind: 'notice' } }, tx);
  }
}
