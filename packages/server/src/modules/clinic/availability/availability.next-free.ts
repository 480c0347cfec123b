import { NO_DOCTORS_AVAILABLE, type Language, type NextFreeQuery, type NextFreeSlots } from '@bayan/shared';
import { nextFreeSlots, type NextFreeSlot } from './index.js';
import type { Caller } from '../../../lib/caller.js';
import { minNoticeFor } from './booking-notice.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { doctorSchedules } from './doctor-schedule.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How far ahead a search looks, and how many doctors it weighs: a city's speciality, not a country's. */
const HORIZON_DAYS = 30;
const MAX_DOCTORS = 200;
/**
 * Days of appointments read per try. The next few days answer most searches; the whole horizon
 * for 50 busy doctors is thousands of rows, read only when the first days have too few free slots.
 */
const WINDOWS = [3, 10, HORIZON_DAYS] as const;

const isoDate = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/**
 * Whether slots found in `days` local days from `from` are the earliest of the whole horizon: all
 * `limit` of them start before any doctor's window ends. A window ends at a local midnight at least
 * days − 1 days after `from`, less an hour for each daylight-saving change it may hold.
 */
function settled(found: readonly NextFreeSlot[], limit: number, from: number, days: number): boolean {
  const last = found[limit - 1];
  return last !== undefined && Date.parse(last.start) < from + (days - 1) * DAY_MS - 2 * HOUR_MS;
}

/**
 * GET /api/availability: the earliest free slots across doctors; none, and the answer says so in
 * the caller's language (the spec's "No doctors available").
 */
export async function findNextFreeSlots(
  deps: ClinicDeps,
  query: NextFreeQuery,
  caller: Caller | null,
  lang: Language,
): Promise<NextFreeSlots> {
  const slots = await findSlots(deps, query, caller);
  return slots.length > 0 ? { slots } : { slots, message: NO_DOCTORS_AVAILABLE[lang] };
}

/**
 * The earliest free slots across the doctors of a speciality or a clinic.
 * Agendas and blocks are read once for the horizon; appointments for a window that widens only
 * while it holds too few free slots. The engine walks the doctors' days only as far as the `limit`
 * earliest slots need.
 */
async function findSlots(
  deps: ClinicDeps,
  query: NextFreeQuery,
  caller: Caller | null,
): Promise<NextFreeSlots['slots']> {
  const candidates = await deps.repos.doctors.findMany(query, MAX_DOCTORS);
  if (candidates.length === 0) return [];
  const now = deps.clock.now().getTime();
  const from = Math.max(query.from?.getTime() ?? now, now);
  const since = new Date(from - DAY_MS);
  const until = (days: number) => new Date(from + (days + 1) * DAY_MS);
  const horizonEnd = until(HORIZON_DAYS);
  const ids = candidates.map((doctor) => doctor.userId);
  const clinics = [...new Set(candidates.map((doctor) => doctor.etablissementId))];
  const bookedIn = (days: number) => deps.repos.appointments.findActiveSpans(ids, since, until(days));
  // One round trip for all the rest (an inactive account's rows are read, then left out).
  const [active, agendas, spans, names, firstBooked, minNoticeMinutes] = await Promise.all([
    deps.users.accounts.activeIds(ids, 'DOCTOR'),
    deps.repos.agendas.findCovering(ids, isoDate(since.getTime()), isoDate(horizonEnd.getTime())),
    deps.repos.blocks.findOverlapping(ids, clinics, since, horizonEnd),
    deps.users.accounts.names(ids),
    bookedIn(WINDOWS[0]),
    minNoticeFor(deps, caller?.role ?? null),
  ]);
  const activeIds = new Set(active);
  const doctors = candidates.filter((doctor) => activeIds.has(doctor.userId));
  let booked = firstBooked;
  let found: NextFreeSlot[] = [];
  for (const [i, days] of WINDOWS.entries()) {
    if (i > 0) booked = await bookedIn(days);
    const schedules = doctorSchedules(doctors, agendas, spans, booked);
    found = nextFreeSlots(schedules, from, query.limit, { now, minNoticeMinutes, horizonDays: days });
    if (settled(found, query.limit, from, days)) break;
  }
  return found.map(({ doctorId, start, end, seatsLeft, state }) => ({
    doctor: names.get(Number(doctorId)) ?? { pubkey: '', name: '' },
    start,
    end,
    seatsLeft,
    state,
  }));
}
