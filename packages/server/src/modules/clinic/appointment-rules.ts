import type { AgendaRow, ConsultationTypeRow } from './agendas.table.js';

/**
 * The calendar check of a booking, kept minimal and in this one function until the availability
 * engine's validateBooking replaces it: the same refusal words, so the swap changes no caller.
 */
export type BookingRefusal = 'past' | 'outside_agenda' | 'misaligned' | 'type_not_offered';
export type BookingCheck =
  { ok: true; start: number; end: number; capacity: number } | { ok: false; reason: BookingRefusal };

const MINUTE = 60_000;

export interface BookingCalendar {
  timeZone: string;
  agenda: Pick<AgendaRow, 'id' | 'startDate' | 'endDate' | 'weeklyHours' | 'consultationDuration' | 'patientsLimit'>;
  type: Pick<ConsultationTypeRow, 'agendaId' | 'durationMinutes'>;
}

/** In the future, on the agenda's dates, inside one of its weekday intervals, on the slot grid, type offered. */
export function checkBooking({ timeZone, agenda, type }: BookingCalendar, start: number, now: number): BookingCheck {
  if (start <= now) return { ok: false, reason: 'past' };
  if (type.agendaId !== agenda.id) return { ok: false, reason: 'type_not_offered' };
  const local = localTime(timeZone, start);
  if (local.date < agenda.startDate || local.date > agenda.endDate) return { ok: false, reason: 'outside_agenda' };
  const end = start + type.durationMinutes * MINUTE;
  const endMinute = local.minute + type.durationMinutes;
  const ranges = agenda.weeklyHours[local.weekday] ?? [];
  const range = ranges.find((r) => r.start <= local.minute && endMinute <= r.end);
  if (!range) return { ok: false, reason: 'outside_agenda' };
  const aligned = start % MINUTE === 0 && (local.minute - range.start) % agenda.consultationDuration === 0;
  if (!aligned) return { ok: false, reason: 'misaligned' };
  return { ok: true, start, end, capacity: agenda.patientsLimit };
}

/** The wall-clock date, weekday (0 = Sunday) and minute of the day of an instant in a time zone. */
function localTime(timeZone: string, at: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { date, weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}
