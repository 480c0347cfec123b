import { prepareAgendas, type PreparedAgenda } from './agendas.js';
import { blocksFor, type Interval } from './blocks.js';
import type { ClinicCalendar, DoctorSchedule } from './types.js';

/** A doctor's schedule parsed, filtered to the doctor and sorted once, before any day is computed. */
export interface PreparedSchedule {
  doctorId: string;
  clinic: ClinicCalendar;
  agendas: PreparedAgenda[];
  blocks: Interval[];
}

export function prepareSchedule(schedule: Omit<DoctorSchedule, 'appointments'>): PreparedSchedule {
  return {
    doctorId: schedule.doctorId,
    clinic: schedule.clinic,
    agendas: prepareAgendas(schedule.agendas),
    blocks: blocksFor(schedule.blocks, schedule.doctorId),
  };
}

/** A fresh list of the doctor's own appointments: callers may pass one list for many doctors. */
export function appointmentsOf(schedule: DoctorSchedule): Interval[] {
  return schedule.appointments.filter((appointment) => appointment.doctorId === schedule.doctorId);
}
