import type { Appointment } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { replayable } from '../../../lib/http/idempotency.js';
import { viewAppointments } from './appointment-view.js';
import type { BookingRequest } from './appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';

export interface Booked {
  appointment: Appointment;
  /** An Idempotency-Key seen before: the first booking, not a new one. */
  replayed: boolean;
}

/** A key used before: the same request within 24 h gets the first booking back; anything else is refused. */
export async function replayOf(
  deps: ClinicDeps,
  caller: Caller,
  key: string,
  request: BookingRequest,
): Promise<Booked | undefined> {
  const earlier = await deps.repos.appointments.findByIdempotencyKey(caller.accountId, key);
  if (!earlier) return undefined;
  const [appointment] = await viewAppointments(deps, [earlier]);
  const same =
    appointment!.doctor.pubkey === request.doctorPubkey &&
    appointment!.consultationType === request.consultationType &&
    Date.parse(appointment!.start) === Date.parse(request.start);
  const fresh = replayable(deps.clock, earlier.createdAt);
  if (!same || !fresh) throw new AppError('CLINIC_IDEMPOTENCY_KEY_REUSED');
  return { appointment: appointment!, replayed: true };
}
