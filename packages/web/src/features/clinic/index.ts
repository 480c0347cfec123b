import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { ComponentType } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem, rolesOf } from '../../lib/menu-entries';

const pageNamespaces = () => import('./page-namespaces');
const page = (load: () => Promise<{ default: ComponentType }>) => lazyPage(load, pageNamespaces);
/** The spec's four lists of appointments: one page script, which reads its list from its path. */
const LISTS = ['All', 'Pending', 'Planned', 'Completed'] as const;
const lists = page(() => import('./lists/appointments-route'));
const listPath = (list: (typeof LISTS)[number]) =>
  list === 'All' ? 'appointments' : `appointments/${list.toLowerCase()}`;

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
    ...LISTS.map((list) => ({ path: listPath(list), entry: `appointments${list}`, page: lists })),
    { path: 'doctor-calendar', entry: 'doctorCalendar', page: page(() => import('./calendar/calendar-route')) },
    {
      path: 'my-appointments',
      entry: 'myAppointments',
      page: page(() => import('./my-appointments/my-appointments-route')),
    },
    { path: 'book-appointment', entry: 'bookAppointment', page: page(() => import('./booking/booking-route')) },
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
        children: LISTS.map((list) =>
          menuItem(`appointments${list}`, `menu.appointments${list}`, listPath(list), undefined),
        ),
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
    {
      group: 'clinic',
      item: menuItem('bookAppointment', 'menu.bookAppointment', 'book-appointment', CalendarMonthOutlined, {
        roles: rolesOf('clinic.bookAppointment'),
      }),
    },
  ],
});
