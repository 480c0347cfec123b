import type { AgendaRow, ConsultationTypeRow } from './agendas.table.js';
import { clockMinutes, type Block, type DoctorSchedule } from './availability/index.js';
import type { BlockSpan } from './blocks.repository.js';
import type { DoctorProfile } from './doctors.repository.js';

/**
 * One doctor's calendar as the availability engine reads it, for checking a booking of one
 * consultation type: the same rules (weekend, opening hours, blocks, agenda hours and grid) decide
 * what availability offers and what a booking may take.
 */
export function bookingSchedule(
  doctor: DoctorProfile,
  agenda: AgendaRow,
  type: ConsultationTypeRow,
  spans: readonly BlockSpan[],
): Omit<DoctorSchedule, 'appointments'> {
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
    agendas: [
      {
        startDate: agenda.startDate,
        endDate: agenda.endDate,
        weeklyHours: agenda.weeklyHours,
        slotMinutes: agenda.consultationDuration,
        capacity: agenda.patientsLimit,
        types: [{ id: type.pubkey, durationMinutes: type.durationMinutes }],
      },
    ],
    blocks,
  };
}
