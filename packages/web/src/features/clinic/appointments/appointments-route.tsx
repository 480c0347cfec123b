import { useLocation } from 'react-router';
import { AppointmentsScreen, type AppointmentsScreenProps } from './appointments-screen';

/**
 * The spec's lists by the last part of their path: all (every state, with a state filter), the
 * pending ones to confirm or reject, the planned ones to mark done or no-show, the completed ones.
 */
const LISTS: Record<string, AppointmentsScreenProps> = {
  appointments: { list: 'all', sort: '-start' },
  pending: { list: 'pending', status: 'Pending', sort: 'start' },
  planned: { list: 'planned', status: 'Planed', sort: 'start' },
  completed: { list: 'completed', status: 'Done', sort: '-start' },
  // Reception's day (finding 27): today's appointments in every state, pending ones included.
  today: { list: 'today', sort: 'start' },
};

/** `/dashboard/appointments` and `/dashboard/appointments/{pending,planned,completed,today}`. */
export default function AppointmentsRoute() {
  const last = useLocation().pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  const props = LISTS[last] ?? LISTS.appointments!;
  return <AppointmentsScreen key={props.list} {...props} />;
}
