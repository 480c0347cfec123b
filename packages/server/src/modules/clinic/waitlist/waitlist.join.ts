import { WAITLIST_MAX_DAYS, WAITLIST_MAX_LIVE, type JoinWaitlist, type WaitlistEntry } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { violatedConstraint } from '../../../db/violation.js';
import type { ClinicActor } from '../appointment-access.js';
import { doctorOf, patientOf } from '../appointments/appointments.plan.js';
import { clockMinutes, dayNumber, formatDay } from '../availability/civil-date.js';
import { localDayOf } from '../availability/time-zone.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { viewEntries } from './waitlist.view.js';

interface Target {
  doctorId: number | null;
  specialityId: number | null;
  etablissementId: number;
  consultationTypeId: number | null;
  timeZone: string;
}

/** A doctor (with one of their types), or a speciality at a clinic; the care team only within its scope. */
async function targetOf(deps: ClinicDeps, body: JoinWaitlist, actor: ClinicActor): Promise<Target> {
  const bySpeciality = body.specialityPubkey !== undefined || body.etablissementPubkey !== undefined;
  if (body.doctorPubkey !== undefined && !bySpeciality) {
    const doctor = await doctorOf(deps, body.doctorPubkey);
    const foreign =
      (actor.role === 'DOCTOR' && doctor.userId !== actor.accountId) ||
      (actor.role === 'STAFF' && doctor.etablissementId !== actor.etablissementId);
    if (foreign) throw new AppError('CLINIC_BOOKING_FORBIDDEN');
    let consultationTypeId: number | null = null;
    if (body.consultationType !== undefined) {
      const offered = await deps.repos.agendas.findType(body.consultationType);
      if (!offered || offered.agenda.doctorId !== doctor.userId || offered.type.retiredAt)
        throw new AppError('CLINIC_TYPE_NOT_OFFERED');
      consultationTypeId = offered.type.id;
    }
    const { userId, etablissementId, timeZone } = doctor;
    return { doctorId: userId, specialityId: null, etablissementId, consultationTypeId, timeZone };
  }
  if (body.doctorPubkey !== undefined || !body.specialityPubkey || !body.etablissementPubkey || body.consultationType)
    throw new AppError('CLINIC_WAITLIST_TARGET');
  const clinic = await deps.repos.etablissements.findByPubkey(body.etablissementPubkey);
  const speciality = await deps.repos.directory.specialities.findByPubkey(body.specialityPubkey);
  if (!clinic || !speciality) throw new AppError('CLINIC_WAITLIST_TARGET');
  const foreign = actor.role === 'DOCTOR' || (actor.role === 'STAFF' && clinic.id !== actor.etablissementId);
  if (foreign) throw new AppError('CLINIC_BOOKING_FORBIDDEN');
  return {
    doctorId: null,
    specialityId: speciality.id,
    etablissementId: clinic.id,
    consultationTypeId: null,
    timeZone: clinic.timeZone,
  };
}

/** The window: from today (the clinic's) on, at most WAITLIST_MAX_DAYS days, times both or neither, in order. */
function windowOf(deps: ClinicDeps, body: JoinWaitlist, timeZone: string) {
  const today = localDayOf(timeZone, deps.clock.now().getTime());
  const from = dayNumber(body.fromDate);
  const to = dayNumber(body.toDate);
  const times = body.fromTime !== undefined || body.toTime !== undefined;
  const fromMinute = body.fromTime === undefined ? null : clockMinutes(body.fromTime);
  const toMinute = body.toTime === undefined ? null : clockMinutes(body.toTime);
  const badTimes = times && (fromMinute === null || toMinute === null || fromMinute >= toMinute);
  if (from < today || to < from || to - from >= WAITLIST_MAX_DAYS || badTimes)
    throw new AppError('CLINIC_WAITLIST_WINDOW');
  return { fromDate: formatDay(from), toDate: formatDay(to), fromMinute, toMinute };
}

/** POST /api/waitlist: the patient, or the care team for a patient, waits for a doctor or a speciality. */
export async function joinWaitlist(
  deps: ClinicDeps,
  body: JoinWaitlist,
  caller: Caller,
  actor: ClinicActor,
): Promise<WaitlistEntry> {
  const patientId = await patientOf(deps, body, caller);
  const target = await targetOf(deps, body, actor);
  const window = windowOf(deps, body, target.timeZone);
  const { timeZone: _zone, ...where } = target;
  const names = await deps.users.accounts.names([patientId, ...(target.doctorId === null ? [] : [target.doctorId])]);
  try {
    return await deps.transact(async (repos, tx) => {
      await repos.waitlist.lockPatient(patientId);
      await repos.waitlist.expireStale(deps.clock.now(), patientId);
      if ((await repos.waitlist.countLive(patientId)) >= WAITLIST_MAX_LIVE) throw new AppError('CLINIC_WAITLIST_LIMIT');
      const row = await repos.waitlist.insert({ ...where, ...window, patientId, createdBy: caller.accountId });
      const [entry] = await viewEntries(deps, [(await repos.waitlist.findById(row.id))!], { repos, names });
      await deps.audit.record(
        caller,
        { action: 'waitlist.join', entity: 'waitlist_entry', entityId: entry!.id, after: entry! },
        { tx },
      );
      return entry!;
    });
  } catch (error) {
    if (violatedConstraint(error, '23505') === 'waitlist_entries_live_key')
      throw new AppError('CLINIC_WAITLIST_DUPLICATE');
    throw error;
  }
}
