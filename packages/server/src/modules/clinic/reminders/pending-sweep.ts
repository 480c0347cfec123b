import { SYSTEM } from '../../../lib/caller.js';
import { tell } from '../appointments/appointment-tell.js';
import { toAppointment, viewAppointment } from '../appointments/appointment-view.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { seatFreed } from '../waitlist/seat-freed.js';
import { eachApart } from './each-apart.js';

const HOUR = 3_600_000;
/** The reason the history and the audit keep, like `rescheduled`: the patient reads it in their language. */
export const NOT_CONFIRMED_IN_TIME = 'not confirmed in time';

/**
 * Rejects, as the system, each Pending appointment nobody confirmed before the deadline (the
 * `clinic_pending_confirm_hours` setting, before its start): compare-and-swap on Pending, so a
 * confirm that commits first keeps it; history line, audit and the patient's notice in the same
 * transaction. The number rejected.
 */
export async function rejectOverduePending(deps: ClinicDeps): Promise<number> {
  const hours = await deps.settings.get('clinic_pending_confirm_hours');
  const deadline = new Date(deps.clock.now().getTime() + hours * HOUR);
  const late = await deps.repos.sweep.overduePending(deadline);
  return eachApart(late, ({ id }) => rejectOne(deps, id));
}

async function rejectOne(deps: ClinicDeps, id: number): Promise<boolean> {
  const view = await deps.repos.appointments.findById(id);
  if (!view || view.status !== 'pending') return false;
  const names = await deps.users.accounts.names([view.doctorId, view.patientId]);
  const before = toAppointment(view, names);
  return deps.transact(async (repos, tx) => {
    if (!(await repos.appointments.moveStatus(view.id, 'pending', 'rejected'))) return false;
    await repos.history.append({
      appointmentId: view.id,
      fromStatus: 'pending',
      toStatus: 'rejected',
      actorId: null,
      actorRole: null,
      reason: NOT_CONFIRMED_IN_TIME,
    });
    await seatFreed(deps, tx, { doctorId: view.doctorId, from: view.startAt, to: view.endAt, cause: view.id });
    const after = await viewAppointment(deps, view.id, names, tx);
    await deps.audit.record(
      SYSTEM,
      {
        action: 'appointment.reject',
        entity: 'appointment',
        entityId: after.id,
        before,
        after: { ...after, reason: NOT_CONFIRMED_IN_TIME },
      },
      { tx },
    );
    const tidings = { notice: 'notConfirmedInTime' as const, appointment: after, other: before.doctor.name };
    await tell(deps, tx, view.patientId, tidings);
    return true;
  });
}
