import type { AgendaRow, ConsultationTypeRow } from '../agendas/agendas.table.js';
import { clockMinutes, type Block, type DoctorSchedule } from './index.js';
import type { BlockSpan } from '../time-off/blocks.repository.js';
import type { DoctorProfile } from '../doctors/doctors.repository.js';

export interface AgendaWithTypes {
  agenda: AgendaRow;
  types: readonly ConsultationTypeRow[];
}

/** An appointment holding a seat, its times in epoch ms. */
interface ActiveSpan {
  doctorId: number;
  start: number;
  end: number;
}

/** Rows grouped once by a key, so each doctor takes only their own. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number | null): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Doctors' calendars as the availability engine reads them, from rows fetched for all of them at
 * once. Availability and booking both go through it, so the slots offered and the slots a booking
 * may take follow the same rules (weekend, opening hours, blocks, agenda hours and grid).
 */
export function doctorSchedules(
  doctors: readonly DoctorProfile[],
  agendas: readonly AgendaWithTypes[],
  spans: readonly BlockSpan[],
  appointments: readonly ActiveSpan[] = [],
): DoctorSchedule[] {
  const agendasOf = groupBy(agendas, ({ agenda }) => agenda.doctorId);
  const ownBlocks = groupBy(spans, (span) => span.doctorId);
  const clinicBlocks = groupBy(
    spans.filter((span) => span.doctorId === null),
    (span) => span.etablissementId,
  );
  const bookedOf = groupBy(appointments, (span) => span.doctorId);
  return doctors.map((doctor) => {
    const doctorId = String(doctor.userId);
    const blocks: Block[] = [
      ...(clinicBlocks.get(doctor.etablissementId) ?? []).map(({ start, end }): Block => ({
        start: start.getTime(),
        end: end.getTime(),
        scope: 'clinic',
      })),
      ...(ownBlocks.get(doctor.userId) ?? []).map(({ start, end }): Block => ({
        start: start.getTime(),
        end: end.getTime(),
        scope: 'doctor',
        doctorId,
      })),
    ];
    return {
      doctorId,
      clinic: {
        timeZone: doctor.timeZone,
        weekendDays: doctor.weekendDays,
        opensAt: clockMinutes(doctor.startHour.slice(0, 5)),
        closesAt: clockMinutes(doctor.endHour.slice(0, 5)),
      },
      agendas: (agendasOf.get(doctor.userId) ?? []).map(({ agenda, types }) => ({
        startDate: agenda.startDate,
        endDate: agenda.endDate,
        weeklyHours: agenda.weeklyHours,
        slotMinutes: agenda.consultationDuration,
        capacity: agenda.patientsLimit,
        types: types.map((type) => ({ id: type.pubkey, durationMinutes: type.durationMinutes })),
      })),
      blocks,
      appointments: (bookedOf.get(doctor.userId) ?? []).map(({ start, end }) => ({ doctorId, start, end })),
    };
  });
}
