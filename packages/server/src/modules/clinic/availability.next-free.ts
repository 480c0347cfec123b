import type { NextFreeQuery, NextFreeSlots } from '@bayan/shared';
import { nextFreeSlots } from './availability/index.js';
import type { ClinicDeps } from './clinic.deps.js';
import { doctorSchedules } from './doctor-schedule.js';

const DAY_MS = 86_400_000;
/** How far ahead a search looks, and how many doctors it weighs: a city's speciality, not a country's. */
const HORIZON_DAYS = 30;
const MAX_DOCTORS = 200;

const isoDate = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/**
 * The earliest free slots across the doctors of a speciality or a clinic (GET /api/availability).
 * Each doctor's rows are read once for the whole horizon; the engine then walks the doctors' days
 * only as far as the `limit` earliest slots need. No doctor with a free slot: an empty list.
 */
export async function findNextFreeSlots(deps: ClinicDeps, query: NextFreeQuery): Promise<NextFreeSlots> {
  const candidates = await deps.repos.doctors.findMany(query, MAX_DOCTORS);
  const active = new Set(
    await deps.users.accounts.activeIds(
      candidates.map((doctor) => doctor.userId),
      'DOCTOR',
    ),
  );
  const doctors = candidates.filter((doctor) => active.has(doctor.userId));
  if (doctors.length === 0) return { slots: [] };
  const now = deps.clock.now().getTime();
  const from = Math.max(query.from?.getTime() ?? now, now);
  const since = new Date(from - DAY_MS);
  const until = new Date(from + (HORIZON_DAYS + 1) * DAY_MS);
  const ids = doctors.map((doctor) => doctor.userId);
  const clinics = [...new Set(doctors.map((doctor) => doctor.etablissementId))];
  const [agendas, spans, booked, names] = await Promise.all([
    deps.repos.agendas.findCovering(ids, isoDate(since.getTime()), isoDate(until.getTime())),
    deps.repos.blocks.findOverlapping(ids, clinics, since, until),
    deps.repos.appointments.findActiveSpans(ids, since, until),
    deps.users.accounts.names(ids),
  ]);
  const schedules = doctorSchedules(doctors, agendas, spans, booked);
  const found = nextFreeSlots(schedules, from, query.limit, { now, minNoticeMinutes: 0, horizonDays: HORIZON_DAYS });
  return {
    slots: found.map(({ doctorId, start, end, seatsLeft, state }) => ({
      doctor: names.get(Number(doctorId)) ?? { pubkey: '', name: '' },
      start,
      end,
      seatsLeft,
      state,
    })),
  };
}
