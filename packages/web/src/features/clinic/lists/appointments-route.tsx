import { AppointmentsScreen } from './appointments-screen';

/** `/dashboard/appointments`: every state, with a state filter. */
export function AllAppointments() {
  return <AppointmentsScreen title="menu.appointmentsAll" intro="all" sort="-start" />;
}

/** `/dashboard/appointments/completed`: the Done ones. */
export function CompletedAppointments() {
  return <AppointmentsScreen title="menu.appointmentsCompleted" intro="completed" status="Done" sort="-start" />;
}

/** `/dashboard/appointments/pending`: requests to confirm or reject. */
export function PendingAppointments() {
  return <AppointmentsScreen title="menu.appointmentsPending" intro="pending" status="Pending" sort="start" />;
}

/** `/dashboard/appointments/planned`: confirmed appointments, to mark done or no-show. */
export function PlannedAppointments() {
  return <AppointmentsScreen title="menu.appointmentsPlanned" intro="planned" status="Planed" sort="start" />;
}
