import type { AppointmentLinkAction } from '@bayan/shared';
import type { Tx } from '../../../lib/module/transaction.js';
import { canSignIn } from '../../users/users.accounts.js';
import { viewAppointment } from '../appointments/appointment-view.js';
import type { AppointmentView } from '../appointments/appointments.repository.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { ReminderKind } from './clinic-sweep.repository.js';
import { issueLinkToken, tokenHash } from './link-token.js';
import { reminderEmail, reminderSms } from './reminder-messages.js';

const HOUR = 3_600_000;

/** A new single-use link for the appointment, valid until it starts; the page's address. */
async function issueLink(deps: ClinicDeps, tx: Tx, view: AppointmentView, action: AppointmentLinkAction) {
  const expiresAt = view.startAt;
  const token = issueLinkToken(deps.config.jwtSecret, { appointment: view.pubkey, action, expiresAt });
  await deps.reposOf(tx).links.insert({
    appointmentId: view.id,
    action,
    tokenHash: tokenHash(token),
    expiresAt,
    createdAt: deps.clock.now(),
  });
  return `${deps.config.publicUrl}/appointment-link?token=${token}`;
}

/** Until when the patient may cancel it themself: the type's cut-off, or the clinic's setting. */
export async function cancelUntil(deps: ClinicDeps, view: AppointmentView): Promise<Date> {
  const hours = view.cancellationCutoffHours ?? (await deps.settings.get('clinic_cancellation_cutoff_hours'));
  return new Date(view.startAt.getTime() - hours * HOUR);
}

/**
 * Sends one reminder, once: under the appointment's row lock, only while it is still Planed, and
 * only if this transaction writes its (appointment, kind) row first. The email, the SMS and their
 * links commit with that row or not at all, so a crash or a second server never sends it twice,
 * and a cancel or a move committed first means no reminder. True when it was sent now.
 */
export async function sendReminder(deps: ClinicDeps, appointmentId: number, kind: ReminderKind): Promise<boolean> {
  // Read before the transaction: PGlite has one connection, a read beside an open transaction waits for it.
  const view = await deps.repos.appointments.findById(appointmentId);
  if (!view || view.status !== 'planed') return false;
  const patient = await deps.users.accounts.findById(view.patientId);
  const names = await deps.users.accounts.names([view.doctorId, view.patientId]);
  const clinic = await deps.repos.etablissements.findByPubkey(view.etablissementPubkey);
  const cancelOpen = deps.clock.now().getTime() <= (await cancelUntil(deps, view)).getTime();
  const reachable = patient && canSignIn(patient) && (patient.email || patient.phone);
  return deps.transact(async (repos, tx) => {
    const locked = await repos.sweep.lockPlaned(appointmentId);
    if (!locked || locked.startAt.getTime() !== view.startAt.getTime()) return false;
    if (!(await repos.sweep.claimReminder(appointmentId, kind, deps.clock.now()))) return false;
    if (!reachable) return true;
    const appointment = await viewAppointment(deps, view.id, names, tx);
    const links = {
      confirm: await issueLink(deps, tx, view, 'confirm'),
      cancel: cancelOpen ? await issueLink(deps, tx, view, 'cancel') : undefined,
    };
    const clinicName = { ar: clinic?.nameAr ?? '', en: clinic?.nameEn ?? '' };
    if (patient.email) {
      const text = reminderEmail(appointment, kind, deps.clock.now(), clinicName, links);
      await deps.outbox.send({ channel: 'email', recipient: patient.email, ...text }, tx);
    }
    if (patient.phone) {
      await deps.outbox.send(
        {
          channel: 'sms',
          recipient: patient.phone,
          ...reminderSms(appointment, kind, deps.clock.now(), links),
          whatsapp: { kind: 'reminder' },
        },
        tx,
      );
    }
    return true;
  });
}
