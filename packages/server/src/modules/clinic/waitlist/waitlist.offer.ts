import type { Slot } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import { takeBookingSeat } from '../appointments/appointments.book.js';
import { planBooking } from '../appointments/appointments.plan.js';
import { clockMinutes, formatDay } from '../availability/civil-date.js';
import { findDoctorAvailability } from '../availability/doctors.availability.js';
import { localDayOf } from '../availability/time-zone.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { DoctorProfile } from '../doctors/doctors.repository.js';
import { patientCaller } from '../reminders/appointment-link.service.js';
import { holdExpiryJob } from './hold-expiry.js';
import { tellOffer } from './waitlist-notices.js';
import type { WaitlistEntryRow } from './waitlist.table.js';
import { viewEntries } from './waitlist.view.js';

const MINUTE = 60_000;
/** Free slots an entry tries before the next entry's turn: each is a seat-taking insert that may lose a race. */
const TRIES_PER_ENTRY = 3;

/** The wall-clock minute of a slot's start, read from its ISO text with the clinic's offset. */
const minuteOf = (slot: Slot) => clockMinutes(slot.start.slice(11, 16));

interface Span {
  from: number;
  to: number;
}

/** The entry's free slots of one type in the freed span: its days, its times of day, the patient's notice. */
async function freeSlots(
  deps: ClinicDeps,
  doctorPubkey: string,
  entry: WaitlistEntryRow,
  span: Span & { fromDay: string; toDay: string },
  type: string | undefined,
) {
  const from = entry.fromDate > span.fromDay ? entry.fromDate : span.fromDay;
  const to = entry.toDate < span.toDay ? entry.toDate : span.toDay;
  if (from > to) return { slots: [], types: [] };
  const found = await findDoctorAvailability(deps, doctorPubkey, { from, to, type }, null);
  const slots = found.days
    .flatMap((day) => day.slots)
    .filter((slot) => {
      const start = Date.parse(slot.start);
      if (slot.state !== 'Free' || start < span.from || start >= span.to) return false;
      const minute = minuteOf(slot);
      return entry.fromMinute === null || (minute >= entry.fromMinute && minute < entry.toMinute!);
    });
  return { slots, types: found.consultationTypes.map((t) => t.id) };
}

/**
 * Holds `start` for the entry's patient: the booking's own plan and seat-taking (agenda hours,
 * type, notice, time off, seats, the patient's other appointments) with status held, the entry
 * moved to offered by compare-and-swap, the expiry job and the patient's notices, in one transaction.
 * False when any rule or a racing booker refuses it.
 */
async function hold(deps: ClinicDeps, entry: WaitlistEntryRow, doctorPubkey: string, type: string, start: string) {
  const caller = await patientCaller(deps, entry, { ip: null, userAgent: null, lang: 'ar' }, 'waitlist');
  const actor: ClinicActor = {
    accountId: entry.patientId,
    role: 'PATIENT',
    etablissementId: null,
    etablissementPubkey: null,
  };
  try {
    const plan = await planBooking(deps, { doctorPubkey, start, consultationType: type }, caller, actor);
    const minutes = await deps.settings.get('clinic_waitlist_hold_minutes');
    const holdExpiresAt = new Date(deps.clock.now().getTime() + minutes * MINUTE);
    const before = (await deps.repos.waitlist.findById(entry.id))!;
    const names = await deps.users.accounts.names([entry.patientId, plan.values.doctorId]);
    await deps.transact(async (repos, tx) => {
      if (!(await repos.waitlist.moveStatus(entry.id, 'active', 'offered')))
        throw new AppError('CLINIC_WAITLIST_STATE');
      const row = await takeBookingSeat(deps, tx, plan, caller, {
        status: 'held',
        holdExpiresAt,
        waitlistEntryId: entry.id,
      });
      await deps.jobs.enqueue(
        holdExpiryJob,
        { appointmentId: row.id },
        { tx, runAt: holdExpiresAt, uniqueKey: `clinic.waitlist.hold:${row.id}` },
      );
      const [was] = await viewEntries(deps, [before], { repos, names });
      const [now] = await viewEntries(deps, [(await repos.waitlist.findById(entry.id))!], { repos, names });
      await deps.audit.record(
        caller,
        { action: 'waitlist.offer', entity: 'waitlist_entry', entityId: now!.id, before: was!, after: now! },
        { tx },
      );
      const { nameAr: ar, nameEn: en } = before.etablissement;
      await tellOffer(deps, tx, entry.patientId, entry.pubkey, now!.offer!, { ar, en });
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** One entry's turn: its type (or each type the doctor offers), the first free slots, until one is held. */
async function offerTo(
  deps: ClinicDeps,
  doctorPubkey: string,
  entry: WaitlistEntryRow,
  span: Span & { fromDay: string; toDay: string },
) {
  const typePubkey =
    entry.consultationTypeId === null
      ? undefined
      : (await deps.repos.agendas.findTypeById(entry.consultationTypeId))?.pubkey;
  const first = await freeSlots(deps, doctorPubkey, entry, span, typePubkey);
  const types = typePubkey === undefined ? first.types : [typePubkey];
  for (const type of types) {
    const { slots } = type === typePubkey ? first : await freeSlots(deps, doctorPubkey, entry, span, type);
    for (const slot of slots.slice(0, TRIES_PER_ENTRY))
      if (await hold(deps, entry, doctorPubkey, type, slot.start)) return true;
  }
  return false;
}

/**
 * The seat-freed job (seat-freed.ts): the doctor's free seats over [from, to) go, one by one, to
 * the active entries that match them, first come first served (those never offered before those
 * whose offer lapsed). Running twice offers nothing twice: an offered entry is no longer active and
 * a held seat is no longer free. The number of holds made.
 */
export async function offerFreedSeats(deps: ClinicDeps, doctor: DoctorProfile, doctorPubkey: string, span: Span) {
  const from = Math.max(span.from, deps.clock.now().getTime());
  if (span.to <= from) return 0;
  const fromDay = formatDay(localDayOf(doctor.timeZone, from));
  const toDay = formatDay(localDayOf(doctor.timeZone, span.to - 1));
  const entries = await deps.repos.waitlist.candidates(doctor, fromDay, toDay);
  let held = 0;
  for (const entry of entries)
    if (await offerTo(deps, doctorPubkey, entry, { from, to: span.to, fromDay, toDay })) held += 1;
  return held;
}
