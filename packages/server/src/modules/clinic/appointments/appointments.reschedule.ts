import type { Appointment, RescheduleAppointment } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import type { ClinicActor } from '../appointment-access.js';
import { tell } from './appointment-tell.js';
import { toAppointment } from './appointment-view.js';
import { insertBooking } from './appointments.book.js';
import { planBooking } from './appointments.plan.js';
import { checkTransition, moveStatus, visibleAppointment } from './appointments.transition.js';
import type { ClinicDeps } from '../clinic.deps.js';

const RESCHEDULED = 'rescheduled';

/**
 * Takes the new seat and cancels the old one in one transaction (PRODUCT.md §7): if the new seat
 * is refused, the old appointment stands. Who may, and until when, are the rules of a cancel.
 */
export async function rescheduleAppointment(
  deps: ClinicDeps,
  pubkey: string,
  body: RescheduleAppointment,
  caller: Caller,
  actor: ClinicActor,
): Promise<Appointment> {
  const view = await visibleAppointment(deps, pubkey, actor);
  await checkTransition(deps, 'cancel', view, caller, body.reason ?? RESCHEDULED);
  const names = await deps.users.accounts.names([view.doctorId, view.patientId]);
  const before = toAppointment(view, names);
  const request = {
    doctorPubkey: before.doctor.pubkey,
    patientPubkey: before.patient.pubkey,
    consultationType: body.consultationType ?? before.consultationType,
    start: body.start,
    notes: view.notes ?? undefined,
  };
  const plan = await planBooking(deps, request, caller, actor);
  return deps.transact(async (_repos, tx) => {
    // The old seat goes first, so the patient-overlap guarantee does not refuse an overlapping move.
    await moveStatus(deps, tx, view, 'canceled', caller, RESCHEDULED);
    // An occurrence of a series stays in it, at its place.
    const after = await insertBooking(deps, tx, plan, caller, {
      idempotencyKey: null,
      rescheduledFromId: view.id,
      seriesId: view.seriesId,
      seriesIndex: view.seriesIndex,
    });
    const reason = body.reason ?? RESCHEDULED;
    await deps.audit.record(
      caller,
      {
        action: 'appointment.reschedule',
        entity: 'appointment',
        entityId: after.id,
        before,
        after: { ...after, reason },
      },
      { tx },
    );
    for (const [recipient, other] of [
      [view.patientId, before.doctor.name],
      [view.doctorId, before.patient.name],
    ] as const) {
      if (recipient === caller.accountId) continue;
      await tell(deps, tx, recipient, { notice: 'rescheduled', appointment: after, other });
    }
    return after;
  });
}
