import type { AcceptReservation, Reservation } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { ClinicActor } from '../appointment-access.js';
import { when } from '../appointments/appointment-notices.js';
import { tell } from '../appointments/appointment-tell.js';
import { insertBooking } from '../appointments/appointments.book.js';
import { planBooking } from '../appointments/appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { acceptedSms, declinedSms } from './reservation-messages.js';
import { patientFor } from './reservation-patient.js';
import { namesOf, toReservation } from './reservation-view.js';
import { scopedReservation } from './reservations.scope.js';
import type { ReservationView } from './reservations.repository.js';
import type { NewReservationRow } from './reservations.table.js';

/** How long the first-password link of an account opened for a visitor lives: a day to read the SMS. */
const FIRST_PASSWORD_TTL_MS = 24 * 3600_000;

type Decision = Pick<NewReservationRow, 'status' | 'appointmentId' | 'declineReason'>;

/**
 * PENDING → ACCEPTED or DECLINED: the compare-and-swap, its audit event and the visitor's SMS, in
 * the caller's transaction. 0 rows: someone decided first (409).
 */
async function decide(
  deps: ClinicDeps,
  tx: Tx,
  view: ReservationView,
  decision: Decision,
  caller: Caller,
  names: Awaited<ReturnType<typeof namesOf>>,
): Promise<Reservation> {
  const repos = deps.reposOf(tx);
  const now = deps.clock.now();
  const moved = await repos.reservations.move(view.row.id, 'pending', {
    ...decision,
    decidedAt: now,
    decidedBy: caller.accountId,
  });
  if (!moved) throw new AppError('CLINIC_RESERVATION_STATE');
  const after = toReservation((await repos.reservations.findViewById(moved.id))!, names, now);
  const action = decision.status === 'accepted' ? 'reservation.accept' : 'reservation.decline';
  const before = toReservation(view, names, now);
  await deps.audit.record(
    caller,
    { action, entity: 'reservation', entityId: after.id, before, after },
    { tx, at: now },
  );
  return after;
}

const clinicName = (view: ReservationView) =>
  view.row.lang === 'en' ? view.etablissement.nameEn : view.etablissement.nameAr;

/**
 * POST /api/reservations/:id/accept: books the chosen slot for the request's patient account
 * (found or opened, reservation-patient.ts) with the booking's own rules and seat (a patient new
 * to the clinic whose phone the request did not prove: 403 for staff, see above), so a full slot
 * is the booking's 409 "No free appointments" and the request stays PENDING; then the request is
 * ACCEPTED in the same transaction, the doctor is told, and the visitor gets an SMS (with the
 * first-password link when the account is new).
 */
export async function acceptReservation(
  deps: ClinicDeps,
  pubkey: string,
  body: AcceptReservation,
  caller: Caller,
  actor: ClinicActor,
): Promise<Reservation> {
  const found = await scopedReservation(deps, pubkey, actor);
  if (found.row.status !== 'pending') throw new AppError('CLINIC_RESERVATION_STATE');
  const { patientId, opened } = await patientFor(deps, found.row, caller);
  const view = (await deps.repos.reservations.findViewById(found.row.id))!;
  const patient = (await deps.users.accounts.findById(patientId))!;
  const request = { ...body, patientPubkey: patient.pubkey, notes: view.row.notes };
  // The visitor proved the request's phone by its code: the patient's own request when the account
  // holds that phone (or was opened with it). An account found by the ID number alone is someone
  // else's until they agree: staff add them with their consent first, or an admin accepts.
  const phoneProven = patient.phone === view.row.phone;
  const plan = await planBooking(deps, request, caller, actor, { phoneProven });
  if (plan.values.etablissementId !== view.row.etablissementId) throw new AppError('CLINIC_BOOKING_FORBIDDEN');
  const names = await namesOf(deps, [view]);
  for (const [id, name] of plan.names) names.set(id, name);
  return deps.transact(async (_repos, tx) => {
    const appointment = await insertBooking(deps, tx, plan, caller, { idempotencyKey: null });
    const booked = (await deps.reposOf(tx).appointments.findByPubkey(appointment.id))!;
    await deps.audit.record(
      caller,
      { action: 'appointment.book', entity: 'appointment', entityId: appointment.id, after: appointment },
      { tx },
    );
    const after = await decide(deps, tx, view, { status: 'accepted', appointmentId: booked.id }, caller, names);
    if (plan.values.doctorId !== caller.accountId) {
      await tell(deps, tx, plan.values.doctorId, { notice: 'booked', appointment, other: appointment.patient.name });
    }
    const passwordLink = opened ? await deps.auth.passwordReset.link(patientId, FIRST_PASSWORD_TTL_MS, tx) : null;
    const lang = view.row.lang === 'en' ? 'en' : 'ar';
    const text = acceptedSms(lang, {
      clinic: clinicName(view),
      doctor: appointment.doctor.name,
      when: when(appointment)[lang],
      link: `${deps.config.publicUrl}/dashboard/my-appointments`,
      passwordLink,
    });
    // A first-password link is a credential: that text goes by SMS only.
    const whatsapp = passwordLink ? undefined : ({ kind: 'notice' } as const);
    await deps.outbox.send(
      { channel: 'sms', recipient: view.row.phone, ...text, ...(whatsapp ? { whatsapp } : {}) },
      tx,
    );
    return after;
  });
}

/** POST /api/reservations/:id/decline: PENDING → DECLINED with the reason, told to the visitor by SMS. */
export async function declineReservation(
  deps: ClinicDeps,
  pubkey: string,
  reason: string,
  caller: Caller,
  actor: ClinicActor,
): Promise<Reservation> {
  const view = await scopedReservation(deps, pubkey, actor);
  if (view.row.status !== 'pending') throw new AppError('CLINIC_RESERVATION_STATE');
  const names = await namesOf(deps, [view]);
  return deps.transact(async (_repos, tx) => {
    const after = await decide(deps, tx, view, { status: 'declined', declineReason: reason }, caller, names);
    const lang = view.row.lang === 'en' ? 'en' : 'ar';
    const text = declinedSms(lang, { clinic: clinicName(view), reason, link: `${deps.config.publicUrl}/reservation` });
    await deps.outbox.send({ channel: 'sms', recipient: view.row.phone, ...text, whatsapp: { kind: 'notice' } }, tx);
    return after;
  });
}
