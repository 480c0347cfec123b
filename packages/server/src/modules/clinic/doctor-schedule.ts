import type { AgendaRow, ConsultationTypeRow } from './agendas.table.js';
import { clockMinutes, type Block, type DoctorSchedule } from './availability/index.js';
import type { BlockSpan } from './blocks.repository.js';
import type { DoctorProfile } from './doctors.repository.js';

export interface AgendaWithTypes {
  agenda: AgendaRow;
  types: readonly ConsultationTypeRow[];
}

/**
 * One doctor's calendar as the availability engine reads it. Availability and booking both go
 * through it, so the slots offered and the slots a booking may take follow the same rules
 * (weekend, opening hours, blocks, agenda hours and grid).
 */
export function doctorSchedule(
  doctor: DoctorProfile,
  agendas: readonly AgendaWithTypes[],
  spans: readonly BlockSpan[],
  appointments: readonly { start: Date; end: Date }[] = [],
): DoctorSchedule {
  const doctorId = String(doctor.userId);
  const blocks: Block[] = spans.map(({ start, end, doctorId: owner }) =>
    owner === null
      ? { start: start.getTime(), end: end.getTime(), scope: 'clinic' }
      : { start: start.getTime(), end: end.getTime(), scope: 'doctor', doctorId },
  );
  return {
    doctorId,
    clinic: {
      timeZone: doctor.timeZone,
      weekendDays: doctor.weekendDays,
      opensAt: clockMinutes(doctor.startHour.slice(0, 5)),
      closesAt: clockMinutes(doctor.endHour.slice(0, 5)),
    },
    agendas: agendas.map(({ agenda, types }) => ({
      startDate: agenda.startDate,
      endDate: agenda.endDate,
      weeklyHours: agenda.weeklyHours,
      slotMinutes: agenda.consultationDuration,
      capacity: agenda.patientsLimit,
      types: types.map((type) => ({ id: type.pubkey, durationMinutes: type.durationMinutes })),
    })),
    blocks,
    appointments: appointments.map(({ start, end }) => ({ doctorId, start: start.getTime(), end: end.getTime() })),
  };
}
