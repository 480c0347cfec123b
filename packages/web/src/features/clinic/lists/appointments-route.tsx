import { AppointmentsScreen } from './appointments-screen';

/** `/dashboard/appointments`: every state, with a state filter. */
export function AllAppointments() {
  return <AppointmentsScreen list="all" sort="-start" />;
}

/** `/dashboard/appointments/completed`: the Done ones. */
export function CompletedAppointments() {
  return <AppointmentsScreen list="completed" status="Done" sort="-start" />;
}

/** `/dashboard/appointments/pending`: requests to confirm or reject. */
export function PendingAppointments() {
  return <AppointmentsScreen list="pending" status="Pending" sort="start" />;
}

/** `/dashboard/appointments/planned`: confirmed appointments, to mark done or no-show. */
export function PlannedAppointments() {
  return <AppointmentsScreen list="planned" status="Planed" sort="start" />;
}
