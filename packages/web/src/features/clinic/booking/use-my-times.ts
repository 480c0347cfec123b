import { useQuery } from '@tanstack/react-query';
import { useStoredProfile } from '../../../hooks/use-profile';
import { APPOINTMENTS_KEY, fetchAppointments } from '../appointments/appointments';
import { addDays } from '../model/zoned-time';

/** The most a patient holds in a fortnight, read at once. */
const LIMIT = 100;

/**
 * A patient's own coming appointments over the slot step's days (finding 29), so a time that
 * overlaps one is marked "you have an appointment" before it is chosen; the server still refuses
 * the overlap. `except`: the appointment being moved, whose time is not in the way.
 */
export function useMyTimes(from: string, days: number, except?: string) {
  const patient = useStoredProfile()?.role === 'PATIENT';
  // A day either side: the window's days are the clinic's, the bounds instants.
  const query = {
    page: 1,
    sort: 'start',
    limit: LIMIT,
    active: true,
    from: `${addDays(from, -1)}T00:00:00Z`,
    to: `${addDays(from, days + 1)}T00:00:00Z`,
  };
  const mine = useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'mine-times', query],
    queryFn: ({ signal }) => fetchAppointments(query, signal),
    enabled: patient,
    meta: { errorShown: true },
  });
  const times = (mine.data?.rows ?? [])
    .filter((appointment) => appointment.id !== except)
    .map((appointment) => [Date.parse(appointment.start), Date.parse(appointment.end)] as const);
  /** Whether a slot overlaps one of the patient's appointments. */
  const isMine = (slot: { start: string; end: string }) => {
    const [start, end] = [Date.parse(slot.start), Date.parse(slot.end)];
    return times.some(([from, to]) => start < to && from < end);
  };
  // Until the patient's times are known, no time is offered: one of theirs would look free.
  return { isMine, pending: patient && mine.isPending };
}
