import { ratingOpen, type RateAppointment, type Rating } from '@bayan/shared';
import { violatedConstraint } from '../../../db/violation.js';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { statusToApi } from '../appointments/appointment-status.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { toRating } from './rating-view.js';
import { ratingNotice } from './rating-notice.js';

/**
 * A patient's stars for their own Done appointment, within the window after its start (server
 * clock). Anyone else hears the spec's "can't rate"; a second rating of the appointment is the
 * unique index's to refuse. The doctor's aggregate changes in the same transaction.
 */
export async function rateAppointment(
  deps: ClinicDeps,
  pubkey: string,
  body: RateAppointment,
  caller: Caller,
): Promise<Rating> {
  if (caller.role !== 'PATIENT') throw new AppError('CLINIC_CANNOT_RATE');
  const view = await deps.repos.appointments.findByPubkey(pubkey);
  if (!view) throw new AppError('CLINIC_APPOINTMENT_NOT_FOUND');
  if (view.patientId !== caller.accountId) throw new AppError('CLINIC_CANNOT_RATE');
  if (!ratingOpen({ status: statusToApi(view.status), start: view.startAt.toISOString() }, deps.clock.now())) {
    throw new AppError('CLINIC_CANNOT_RATE');
  }
  const comment = body.comment ? body.comment : null;
  const names = await deps.users.accounts.names([view.doctorId, view.patientId]);
  return deps.transact(async (repos, tx) => {
    const row = await repos.ratings
      .insert({
        appointmentId: view.id,
        doctorId: view.doctorId,
        patientId: view.patientId,
        stars: body.stars,
        comment,
        state: comment === null ? 'approved' : 'pending',
      })
      .catch((error: unknown) => {
        if (violatedConstraint(error, '23505') === 'ratings_appointment_key')
          throw new AppError('CLINIC_ALREADY_RATED');
        throw error;
      });
    await repos.ratings.refreshDoctor(view.doctorId);
    const after = toRating((await repos.ratings.findByPubkey(row.pubkey))!, names);
    await deps.audit.record(caller, { action: 'rating.create', entity: 'rating', entityId: after.id, after }, { tx });
    await deps.notifications.notify(view.doctorId, ratingNotice(body.stars, comment !== null), tx);
    return after;
  });
}
