/** The day of the appointment in the clinic's zone, YYYY-MM-DD: the calendar link opens on it. */
const dayOf = (start: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(start),
  );

/**
 * The dashboard page that shows an appointment: a doctor's calendar on its day, with the
 * appointment (GET /api/appointments/:id) open; a patient's appointments.
 */
export function appointmentPage(
  publicUrl: string,
  isDoctor: boolean,
  appointment: { id: string; start: string; timeZone: string },
): string {
  const { id, start, timeZone } = appointment;
  const page = isDoctor
    ? `doctor-calendar?view=day&date=${dayOf(start, timeZone)}&appointment=${id}`
    : 'my-appointments';
  return `${publicUrl}/dashboard/${page}`;
}
