import type { Appointment } from '@bayan/shared';
import { useCalendarAppointments } from './calendar-appointments';
import { useDoctorAvailability } from '../api/doctor-availability';
import { RELEASED } from '../appointments/status-colour';
import { addDays } from '../model/zoned-time';
import { layoutDays, minutesOn, timeWindow } from './layout';
import { slotBands, type SlotBand } from './slots';

/** The clinic's usual day (PRODUCT §7), shown when nothing else says which hours matter. */
const USUAL_DAY = { start: 9 * 60, end: 21 * 60 };
const DEFAULT_ZONE = 'Asia/Riyadh';
const DAY_MS = 86_400_000;
const range = (item: { start: string; end: string }) => item;

/**
 * A doctor's appointments and slots over the days on screen, laid out. The appointments are
 * asked a day wider than the period, as the clinic's zone is only known with the slots; the
 * layout keeps those on the clinic's days.
 */
export function useCalendarData(doctor: string, days: string[], showReleased: boolean) {
  const first = days[0]!;
  const last = days.at(-1)!;
  const availability = useDoctorAvailability(doctor, first, last);
  const from = new Date(Date.parse(`${first}T00:00:00Z`) - DAY_MS).toISOString();
  const to = new Date(Date.parse(`${addDays(last, 1)}T00:00:00Z`) + DAY_MS).toISOString();
  const appointments = useCalendarAppointments(doctor, from, to);

  const timeZone = availability.data?.timeZone ?? appointments.data?.[0]?.timeZone ?? DEFAULT_ZONE;
  const shown: Appointment[] = (appointments.data ?? []).filter(
    (appointment) => showReleased || !RELEASED.includes(appointment.status),
  );
  const bands: SlotBand[] = slotBands(availability.data?.days ?? []);
  const window = timeWindow(
    [...minutesOn(shown, range, days, timeZone), ...minutesOn(bands, range, days, timeZone)],
    USUAL_DAY,
  );
  const layouts = layoutDays(shown, range, days, timeZone, window);
  return {
    timeZone,
    window,
    appointments: layouts,
    bands: layoutDays(bands, range, days, timeZone, window),
    count: layouts.reduce((total, day) => total + day.items.length, 0),
    loading: availability.isPending || appointments.isPending,
    error: appointments.error ?? availability.error,
    doctorName: appointments.data?.[0]?.doctor.name,
  };
}
