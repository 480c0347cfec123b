import type { LocalDate } from './civil-date.js';

/** Minutes after local midnight, half-open: `{ start: 540, end: 780 }` is 09:00–13:00. */
export interface MinuteRange {
  start: number;
  end: number;
}

/** An etablissement's calendar: weekdays are 0 = Sunday … 6 = Saturday; opensAt/closesAt are start_hour/end_hour. */
export interface ClinicCalendar {
  timeZone: string;
  weekendDays: readonly number[];
  opensAt: number;
  closesAt: number;
}

/** PRODUCT.md §7: Saturday–Thursday, 09:00–21:00, Asia/Riyadh. */
export const DEFAULT_CLINIC_CALENDAR: ClinicCalendar = {
  timeZone: 'Asia/Riyadh',
  weekendDays: [5],
  opensAt: 9 * 60,
  closesAt: 21 * 60,
};

/** Only what the calendar needs of a consultation type; price and confirmation rules live elsewhere. */
export interface OfferedType {
  id: string;
  durationMinutes: number;
}

/** A doctor's agenda; its date range is inclusive, and the doctor's agendas do not overlap in dates. */
export interface Agenda {
  startDate: LocalDate;
  endDate: LocalDate;
  weeklyHours: Readonly<Partial<Record<number, readonly MinuteRange[]>>>;
  slotMinutes: number;
  capacity: number;
  types: readonly OfferedType[];
}

/** Time off, [start, end) in epoch ms; a clinic-scope block applies to all its doctors. */
export type Block = { start: number; end: number } & ({ scope: 'clinic' } | { scope: 'doctor'; doctorId: string });

/** A Pending or Planed appointment, in epoch ms. */
export interface ActiveAppointment {
  doctorId: string;
  start: number;
  end: number;
}

export interface DoctorSchedule {
  doctorId: string;
  clinic: ClinicCalendar;
  agendas: readonly Agenda[];
  blocks: readonly Block[];
  /** Another doctor's entries are ignored, but each doctor filters the whole list: group them once. */
  appointments: readonly ActiveAppointment[];
}

export type SlotState = 'Free' | 'Full' | 'Blocked';
/** Why a slot inside the agenda hours cannot be booked; also refusal codes of `validateBooking`. */
export type BlockReason = 'weekend' | 'closed' | 'blocked';

/** A slot as the API returns it, in ISO 8601 with the clinic's offset. */
export interface Slot {
  start: string;
  end: string;
  seatsLeft: number;
  state: SlotState;
  blockedBy?: BlockReason;
}

export interface AvailabilityDay {
  date: LocalDate;
  slots: Slot[];
}
