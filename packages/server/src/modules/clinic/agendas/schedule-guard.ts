import { STRANDED_REASONS, type ErrorCode, type FieldIssue, type Language } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import { strandedSeats, type StrandReason } from '../availability/index.js';
import { formatInstant } from '../availability/civil-date.js';
import { offsetMinutesAt } from '../availability/time-zone.js';
import type { BlockSpan } from '../time-off/blocks.repository.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { doctorSchedules, type AgendaWithTypes } from '../availability/doctor-schedule.js';
import type { DoctorProfile } from '../doctors/doctors.repository.js';
import type { HeldSeatRow, SeatsQuery } from './schedule.repository.js';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A change of calendar: one agenda as it would be afterwards (its types too), or a new block. */
export interface CalendarChange {
  agenda?: AgendaWithTypes;
  block?: BlockSpan;
}

interface Stranded {
  seat: HeldSeatRow;
  reason: StrandReason;
  timeZone: string;
}

/** Thrown inside the change's transaction (so it rolls back); `reportStranded` turns it into the 409. */
class StrandedError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly stranded: Stranded[],
  ) {
    super(code);
  }
}

/**
 * Locks the doctors (as a booking does), then proves the change strands none of their active
 * appointments from now on: a seat the calendar honours today and would not afterwards (the rules
 * of `validateBooking` and the patients limit, see `strandedSeats`) refuses the whole change. Runs
 * in the change's transaction before its write, so no booking slips in between; a booking that
 * waited on the lock checks the new calendar again (appointments.book).
 */
export async function guardSchedule(
  deps: ClinicDeps,
  tx: Tx,
  doctors: readonly DoctorProfile[],
  seatsQuery: Pick<SeatsQuery, 'agendaId' | 'overlapping'>,
  change: CalendarChange,
  code: ErrorCode,
): Promise<void> {
  const repos = deps.reposOf(tx);
  const ids = doctors.map((doctor) => doctor.userId);
  await repos.schedule.lockDoctors(ids);
  const seats = await repos.schedule.heldSeats({ doctorIds: ids, from: deps.clock.now(), ...seatsQuery });
  if (seats.length === 0) return;
  const first = seats[0]!.start.getTime();
  const last = Math.max(...seats.map((seat) => seat.end.getTime()));
  const agendas = await repos.agendas.findCovering(ids, isoDay(first - DAY_MS), isoDay(last + DAY_MS));
  const clinics = [...new Set(doctors.map((doctor) => doctor.etablissementId))];
  const blocks = await repos.blocks.findOverlapping(ids, clinics, new Date(first), new Date(last));
  const before = doctorSchedules(doctors, agendas, blocks);
  const changed = change.agenda;
  const after = doctorSchedules(
    doctors,
    changed ? [...agendas.filter(({ agenda }) => agenda.id !== changed.agenda.id), changed] : agendas,
    change.block ? [...blocks, change.block] : blocks,
  );
  const stranded = doctors.flatMap((doctor, index) => {
    const held = seats.filter((seat) => seat.doctorId === doctor.userId);
    const spans = held.map((seat) => ({ ...seat, start: seat.start.getTime(), end: seat.end.getTime() }));
    const already = strandedSeats(before[index]!, spans);
    const then = strandedSeats(after[index]!, spans);
    return held.flatMap((seat) => {
      const reason = then.get(seat.id);
      return reason && !already.has(seat.id) ? [{ seat, reason, timeZone: doctor.timeZone }] : [];
    });
  });
  if (stranded.length > 0) throw new StrandedError(code, stranded);
}

/**
 * Runs a guarded change; a refusal becomes its 409 with one line per appointment to cancel first:
 * its id, why, and its local start and patient (names are read once the transaction is over).
 */
export async function reportStranded<T>(deps: ClinicDeps, lang: Language, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof StrandedError)) throw error;
    const names = await deps.users.accounts.names(error.stranded.map(({ seat }) => seat.patientId));
    const details = error.stranded.map(({ seat, reason, timeZone }): FieldIssue => {
      const start = seat.start.getTime();
      const local = formatInstant(start, offsetMinutesAt(timeZone, start)).slice(0, 16).replace('T', ' ');
      const patient = names.get(seat.patientId)?.name ?? '';
      return {
        path: `appointments.${seat.id}`,
        code: reason,
        message: `${local} ${patient}: ${STRANDED_REASONS[reason][lang]}`,
      };
    });
    throw new AppError(error.code, details);
  }
}
