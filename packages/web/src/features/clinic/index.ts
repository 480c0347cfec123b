import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { ComponentType } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem, rolesOf } from '../../lib/menu-entries';

const pageNamespaces = () => import('./page-namespaces');
const page = (load: () => Promise<{ default: ComponentType }>) => lazyPage(load, pageNamespaces);
const list = (name: 'AllAppointments' | 'CompletedAppointments' | 'PendingAppointments' | 'PlannedAppointments') =>
  page(() => import('./lists/appointments-route').then((routes) => ({ default: routes[name] })));

/** Who runs a clinic's day: whoever may confirm an appointment (staff, the doctor, admins). */
const CARE_TEAM = rolesOf('clinic.confirmAppointment');
/** Who sees appointments without running the clinic: the patients, their own. */
const PATIENTS = rolesOf('clinic.listAppointments').filter((role) => !CARE_TEAM.includes(role));

/** The clinic's appointment screens (spec §2 "Clinic side"): the lists, the doctor's calendar, my appointments. */
export const clinicFeature = defineFeature({
  name: 'clinic',
  module: 'clinic',
  pageNamespaces,
  dashboardRoutes: [
    { path: 'appointments', entry: 'appointmentsAll', page: list('AllAppointments') },
    { path: 'appointments/completed', entry: 'appointmentsCompleted', page: list('CompletedAppointments') },
    { path: 'appointments/pending', entry: 'appointmentsPending', page: list('PendingAppointments') },
    { path: 'appointments/planned', entry: 'appointmentsPlanned', page: list('PlannedAppointments') },
    { path: 'doctor-calendar', entry: 'doctorCalendar', page: page(() => import('./calendar/calendar-route')) },
    {
      path: 'my-appointments',
      entry: 'myAppointments',
      page: page(() => import('./my-appointments/my-appointments-route')),
    },
  ],
  menu: [
    {
      group: 'clinic',
      item: {
        id: 'appointments',
        title: 'menu.appointments',
        type: 'collapse',
        icon: EventNoteOutlined,
        roles: CARE_TEAM,
        children: [
          menuItem('appointmentsAll', 'menu.appointmentsAll', 'appointments', undefined),
          menuItem('appointmentsPending', 'menu.appointmentsPending', 'appointments/pending', undefined),
          menuItem('appointmentsPlanned', 'menu.appointmentsPlanned', 'appointments/planned', undefined),
          menuItem('appointmentsCompleted', 'menu.appointmentsCompleted', 'appointments/completed', undefined),
        ],
      },
    },
    {
      group: 'clinic',
      item: menuItem('doctorCalendar', 'menu.doctorCalendar', 'doctor-calendar', CalendarMonthOutlined, {
        roles: CARE_TEAM,
      }),
    },
    {
      group: 'clinic',
      item: menuItem('myAppointments', 'menu.myAppointments', 'my-appointments', EventNoteOutlined, {
        roles: PATIENTS,
      }),
    },
  ],
});
