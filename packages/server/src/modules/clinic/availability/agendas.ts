import { dayNumber } from './civil-date.js';
import type { Agenda, MinuteRange, OfferedType } from './types.js';

/** An agenda with its dates as day numbers and each weekday's hours sorted, ready for the day loops. */
export interface PreparedAgenda {
  firstDay: number;
  lastDay: number;
  hoursByWeekday: readonly (readonly MinuteRange[])[];
  slotMinutes: number;
  capacity: number;
  types: readonly OfferedType[];
}

export function prepareAgendas(agendas: readonly Agenda[]): PreparedAgenda[] {
  return agendas.map((agenda) => ({
    firstDay: dayNumber(agenda.startDate),
    lastDay: dayNumber(agenda.endDate),
    // Sorted so that slots come out in time order, which the seat sweep relies on.
    hoursByWeekday: Array.from({ length: 7 }, (_, weekday) =>
      [...(agenda.weeklyHours[weekday] ?? [])].sort((a, b) => a.start - b.start),
    ),
    slotMinutes: agenda.slotMinutes,
    capacity: agenda.capacity,
    types: agenda.types,
  }));
}

export function agendaOn(agendas: readonly PreparedAgenda[], day: number): PreparedAgenda | undefined {
  return agendas.find((agenda) => agenda.firstDay <= day && day <= agenda.lastDay);
}

/** Slots a type occupies: a type longer than the slot takes consecutive slots. */
export function slotSpan(agenda: PreparedAgenda, type: OfferedType): number {
  return Math.max(1, Math.ceil(type.durationMinutes / agenda.slotMinutes));
}
