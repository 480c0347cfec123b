import type { DoctorAvailability, DoctorAvailabilityQuery, OfferedConsultationType } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { seesSchedule } from '../appointment-access.js';
import type { ConsultationTypeRow } from '../agendas/agendas.table.js';
import { doctorAccountOf, foundDoctor } from '../appointments/appointments.plan.js';
import { doctorAvailability } from './index.js';
import { minNoticeFor } from './booking-notice.js';
import { actorOf } from '../clinic.actor.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { doctorSchedules } from './doctor-schedule.js';

/** Local days become instants a day either side: every zone's day lies within them. */
const DAY_MS = 86_400_000;

/** The types the agendas still offer, each once (findCovering leaves the retired ones out). */
function offeredTypes(agendas: { types: ConsultationTypeRow[] }[]): OfferedConsultationType[] {
  const offered = new Map<string, OfferedConsultationType>();
  for (const { types } of agendas)
    for (const { pubkey, nameAr, nameEn, durationMinutes, priceHalalas, autoConfirm } of types)
      offered.set(pubkey, { id: pubkey, nameAr, nameEn, durationMinutes, priceHalalas, autoConfirm });
  return [...offered.values()];
}

/** A doctor's slots day by day (GET /api/doctors/:pubkey/availability), derived, never stored. */
export async function findDoctorAvailability(
  deps: ClinicDeps,
  pubkey: string,
  query: DoctorAvailabilityQuery,
  caller: Caller | null,
): Promise<DoctorAvailability> {
  const id = await doctorAccountOf(deps, pubkey);
  const from = new Date(Date.parse(query.from) - DAY_MS);
  const to = new Date(Date.parse(query.to) + 2 * DAY_MS);
  // One round trip for all the rest: each is a wait of its own on a busy server.
  const [profile, agendas, spans, booked, actor, minNoticeMinutes] = await Promise.all([
    deps.repos.doctors.findByUserId(id),
    deps.repos.agendas.findCovering([id], query.from, query.to),
    deps.repos.blocks.findOverlappingOfDoctors([id], from, to),
    deps.repos.appointments.findActiveSpans([id], from, to),
    caller ? actorOf(deps, caller) : null,
    minNoticeFor(deps, caller?.role ?? null),
  ]);
  const doctor = foundDoctor(profile);
  if (query.type && !agendas.some(({ types }) => types.some((type) => type.pubkey === query.type)))
    throw new AppError('CLINIC_TYPE_NOT_OFFERED');
  const [schedule] = doctorSchedules([doctor], agendas, spans, booked);
  const days = doctorAvailability(schedule!, {
    from: query.from,
    to: query.to,
    now: deps.clock.now().getTime(),
    minNoticeMinutes,
    typeId: query.type,
    // Time off and closed hours are the care team's to see.
    includeBlocked: seesSchedule(actor, doctor),
  });
  return {
    doctor: pubkey,
    timeZone: doctor.timeZone,
    days: days.map(({ date, slots }) => ({
      date,
      slots: slots.map(({ start, end, seatsLeft, state }) => ({ start, end, seatsLeft, state })),
    })),
    consultationTypes: offeredTypes(agendas),
  };
}
