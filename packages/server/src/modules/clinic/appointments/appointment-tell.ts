import type { Tx } from '../../../lib/module/transaction.js';
import { canSignIn } from '../../users/users.accounts.js';
import { appointmentEmail, appointmentSms, type Reader } from './appointment-messages.js';
import { appointmentNotice, type Tidings } from './appointment-notices.js';
import type { ClinicDeps } from '../clinic.deps.js';

/** The day of the appointment in the clinic's zone, YYYY-MM-DD: the calendar link opens on it. */
const dayOf = ({ start, timeZone }: Tidings['appointment']) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(start),
  );

/**
 * Tells one account about an appointment (issue 10): its inbox, and by email and SMS through the
 * outbox to the contacts it has, all in `tx`, so the messages exist exactly when the change
 * commits. A BLOCKED or DELETED account gets no email or SMS. The link is the dashboard page
 * that shows the appointment: a doctor's calendar on its day, a patient's appointments.
 */
export async function tell(deps: ClinicDeps, tx: Tx, recipient: number, tidings: Tidings): Promise<void> {
  await deps.notifications.notify(recipient, appointmentNotice(tidings), tx);
  const account = await deps.users.accounts.findById(recipient, { tx });
  if (!account || !canSignIn(account) || (!account.email && !account.phone)) return;
  const { appointment } = tidings;
  const clinic = await deps.reposOf(tx).etablissements.findByPubkey(appointment.etablissementPubkey);
  const isDoctor = account.pubkey === appointment.doctor.pubkey;
  // The doctor's calendar opens on the day, with the appointment (GET /api/appointments/:id) open.
  const page = isDoctor
    ? `doctor-calendar?view=day&date=${dayOf(appointment)}&appointment=${appointment.id}`
    : 'my-appointments';
  const reader: Reader = {
    isDoctor,
    clinic: { ar: clinic?.nameAr ?? '', en: clinic?.nameEn ?? '' },
    link: `${deps.config.publicUrl}/dashboard/${page}`,
  };
  if (account.email) {
    await deps.outbox.send({ channel: 'email', recipient: account.email, ...appointmentEmail(tidings, reader) }, tx);
  }
  if (account.phone) {
    const text = appointmentSms(tidings, reader);
    await deps.outbox.send({ channel: 'sms', recipient: account.phone, ...text, whatsapp: { kind: 'notice' } }, tx);
  }
}
