import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { ComponentType } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { menuItem, rolesOf } from '../../lib/menu-entries';

const pageNamespaces = () => import('./page-namespaces');
const page = (load: () => Promise<{ default: ComponentType }>) => lazyPage(load, pageNamespaces);
/** The spec's four lists of appointments: one page script, which reads its list from its path. */
const LISTS = ['All', 'Pending', 'Planned', 'Completed'] as const;
const lists = page(() => import('./lists/appointments-route'));
/** The clinic's directory (issue 10): one page script for its five lists, each shown to who may manage it. */
const directory = page(() => import('./directory/directory-route'));
const DIRECTORY = [
  ['etablissements', 'clinic.updateEtablissement'],
  ['specialities', 'clinic.createSpeciality'],
  ['services', 'clinic.createService'],
  ['sections', 'clinic.listSections'],
  ['rooms', 'clinic.listRooms'],
] as const;
const listPath = (list: (typeof LISTS)[number]) =>
  list === 'All' ? 'appointments' : `appointments/${list.toLowerCase()}`;

/** Who runs a clinic's day: whoever may confirm an appointment (staff, the doctor, admins). */
const CARE_TEAM = rolesOf('clinic.confirmAppointment');
/** Who sees appointments without running the clinic: the patients, their own. */
const PATIENTS = rolesOf('clinic.listAppointments').filter((role) => !CARE_TEAM.includes(role));

/** The doctors' list is public to read, but its screen is the desk's, who keep it (patients meet doctors in the booking wizard). */
const DOCTORS = rolesOf('clinic.createDoctor');
/** Who reads patients' files. */
const CARE_FILES = rolesOf('clinic.listPatients');

/** The clinic's appointment screens (spec §2 "Clinic side"): the lists, the doctor's calendar, my appointments. */
export const clinicFeature = defineFeature({
  name: 'clinic',
  module: 'clinic',
  pageNamespaces,
  publicRoutes: [
    // A reminder's confirm or cancel link (issue 11): no login; its own small namespace, not the clinic's.
    {
      path: 'appointment-link',
      page: lazyPage(
        () => import('./link/routes/appointment-link-route'),
        () => import('./link/page-namespaces'),
      ),
    },
  ],
  dashboardRoutes: [
    ...LISTS.map((list) => ({ path: listPath(list), entry: `appointments${list}`, page: lists })),
    { path: 'doctor-calendar', entry: 'doctorCalendar', page: page(() => import('./calendar/calendar-route')) },
    {
      path: 'my-appointments',
      entry: 'myAppointments',
      page: page(() => import('./my-appointments/my-appointments-route')),
    },
    { path: 'book-appointment', entry: 'bookAppointment', page: page(() => import('./booking/booking-route')) },
    { path: 'doctors', entry: 'doctors', page: page(() => import('./people/doctors/doctors-route')) },
    { path: 'patients', entry: 'patients', page: page(() => import('./people/patients/patients-route')) },
    ...DIRECTORY.map(([name]) => ({ path: name, entry: name, page: directory })),
    { path: 'my-room', entry: 'myRoom', page: page(() => import('./directory/my-room/my-room-route')) },
    { path: 'agendas', entry: 'agendas', page: page(() => import('./agendas/agendas-route')) },
    { path: 'agendas/:pubkey', entry: 'agendas', page: page(() => import('./agendas/agenda-route')) },
    { path: 'time-off', entry: 'timeOff', page: page(() => import('./time-off/time-off-route')) },
    { path: 'reservations', entry: 'reservations', page: page(() => import('./reservations/reservations-route')) },
    { path: 'my-doctors', entry: 'myDoctors', page: page(() => import('./ratings/my-doctors-route')) },
    { path: 'reviews', entry: 'reviews', page: page(() => import('./ratings/reviews-route')) },
    { path: 'promotions', entry: 'promotions', page: page(() => import('./promotions/promotions-route')) },
    { path: 'campaigns', entry: 'campaigns', page: page(() => import('./campaigns/campaigns-route')) },
    {
      path: 'campaign-registrations',
      entry: 'campaignRegistrations',
      page: page(() => import('./campaigns/registrations-route')),
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
    { group: 'clinic', item: menuItem('doctors', 'menu.doctors', 'doctors', PersonOutlined, { roles: DOCTORS }) },
    { group: 'clinic', item: menuItem('patients', 'menu.patients', 'patients', PeopleOutlined, { roles: CARE_FILES }) },
    {
      group: 'clinic',
      item: menuItem('reservations', 'menu.reservations', 'reservations', InboxOutlined, {
        roles: rolesOf('clinic.listReservations'),
      }),
    },
    {
      group: 'clinic',
      item: {
        id: 'directory',
        title: 'menu.directory',
        type: 'collapse',
        icon: DomainOutlined,
        children: [
          ...DIRECTORY.map(([name, route]) =>
            menuItem(name, `menu.${name}`, name, undefined, { roles: rolesOf(route) }),
          ),
          menuItem('myRoom', 'menu.myRoom', 'my-room', undefined, { roles: rolesOf('clinic.getMyRoom') }),
        ],
      },
    },
    {
      group: 'clinic',
      item: menuItem('agendas', 'menu.agendas', 'agendas', CalendarMonthOutlined, {
        roles: rolesOf('clinic.listAgendas'),
      }),
    },
    {
      group: 'clinic',
      item: menuItem('timeOff', 'menu.timeOff', 'time-off', EventNoteOutlined, { roles: rolesOf('clinic.listBlocks') }),
    },
    {
      group: 'clinic',
      item: menuItem('myDoctors', 'menu.myDoctors', 'my-doctors', PersonOutlined, {
        roles: rolesOf('clinic.myDoctors'),
      }),
    },
    {
      group: 'clinic',
      item: menuItem('reviews', 'menu.reviews', 'reviews', PeopleOutlined, {
        roles: rolesOf('clinic.listRatings'),
      }),
    },
    {
      group: 'clinic',
      item: menuItem('promotions', 'menu.promotions', 'promotions', EventNoteOutlined, {
        roles: rolesOf('clinic.listPromotions'),
      }),
    },
    {
      group: 'clinic',
      item: menuItem('campaigns', 'menu.campaigns', 'campaigns', CalendarMonthOutlined, {
        roles: rolesOf('clinic.listCampaigns'),
      }),
    },
    {
      group: 'clinic',
      item: menuItem('campaignRegistrations', 'menu.campaignRegistrations', 'campaign-registrations', PeopleOutlined, {
        roles: rolesOf('clinic.listRegistrations'),
      }),
    },
  ],
});
