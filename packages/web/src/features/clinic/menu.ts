import type { FeatureMenu } from '../../lib/feature/feature';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { menuItem, rolesOf } from '../../lib/menu-entries';
import { DIRECTORY, LISTS, listPath } from './dashboard-paths';
import {
  CLINIC_ROUTES,
  CLINIC_PEOPLE_ROUTES,
  RESERVATION_ROUTES,
  DIRECTORY_ROUTES,
  AGENDA_ROUTES,
  RATING_ROUTES,
  CAMPAIGN_ROUTES,
} from '@bayan/shared';

/** Who runs a clinic's day: whoever may confirm an appointment (staff, the doctor, admins). */
const CARE_TEAM = rolesOf(CLINIC_ROUTES['clinic.confirmAppointment']);
/** Who sees appointments without running the clinic: the patients, their own. */
const PATIENTS = rolesOf(CLINIC_ROUTES['clinic.listAppointments']).filter((role) => !CARE_TEAM.includes(role));

/** The doctors' list is public to read, but its screen is the desk's, who keep it (patients meet doctors in the booking wizard). */
const DOCTORS = rolesOf(CLINIC_PEOPLE_ROUTES['clinic.createDoctor']);
/** Who reads patients' files. */
const CARE_FILES = rolesOf(CLINIC_PEOPLE_ROUTES['clinic.listPatients']);

/** The feature's dashboard menu entries: loaded with the dashboard shell (app/feature-menus.ts), never on the public pages (issue 14). */
export const clinicMenu: FeatureMenu = [
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
      roles: rolesOf(CLINIC_ROUTES['clinic.bookAppointment']),
    }),
  },
  { group: 'clinic', item: menuItem('doctors', 'menu.doctors', 'doctors', PersonOutlined, { roles: DOCTORS }) },
  { group: 'clinic', item: menuItem('patients', 'menu.patients', 'patients', PeopleOutlined, { roles: CARE_FILES }) },
  {
    group: 'clinic',
    item: menuItem('reservations', 'menu.reservations', 'reservations', InboxOutlined, {
      roles: rolesOf(RESERVATION_ROUTES['clinic.listReservations']),
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
        ...DIRECTORY.map(([name, route]) => menuItem(name, `menu.${name}`, name, undefined, { roles: rolesOf(route) })),
        menuItem('myRoom', 'menu.myRoom', 'my-room', undefined, {
          roles: rolesOf(DIRECTORY_ROUTES['clinic.getMyRoom']),
        }),
      ],
    },
  },
  {
    group: 'clinic',
    item: menuItem('agendas', 'menu.agendas', 'agendas', CalendarMonthOutlined, {
      roles: rolesOf(AGENDA_ROUTES['clinic.listAgendas']),
    }),
  },
  {
    group: 'clinic',
    item: menuItem('timeOff', 'menu.timeOff', 'time-off', EventNoteOutlined, {
      roles: rolesOf(AGENDA_ROUTES['clinic.listBlocks']),
    }),
  },
  {
    group: 'clinic',
    // Issue 35: who waits for a doctor's seats (a patient's own entries are on "my appointments").
    item: menuItem('waitlist', 'menu.waitlist', 'waitlist', HourglassEmptyOutlined, { roles: CARE_TEAM }),
  },
  {
    group: 'clinic',
    item: menuItem('myDoctors', 'menu.myDoctors', 'my-doctors', PersonOutlined, {
      roles: rolesOf(RATING_ROUTES['clinic.myDoctors']),
    }),
  },
  {
    group: 'clinic',
    item: menuItem('reviews', 'menu.reviews', 'reviews', PeopleOutlined, {
      roles: rolesOf(RATING_ROUTES['clinic.listRatings']),
    }),
  },
  {
    group: 'clinic',
    item: menuItem('promotions', 'menu.promotions', 'promotions', EventNoteOutlined, {
      roles: rolesOf(CAMPAIGN_ROUTES['clinic.listPromotions']),
    }),
  },
  {
    group: 'clinic',
    item: menuItem('campaigns', 'menu.campaigns', 'campaigns', CalendarMonthOutlined, {
      roles: rolesOf(CAMPAIGN_ROUTES['clinic.listCampaigns']),
    }),
  },
  {
    group: 'clinic',
    item: menuItem('campaignRegistrations', 'menu.campaignRegistrations', 'campaign-registrations', PeopleOutlined, {
      roles: rolesOf(CAMPAIGN_ROUTES['clinic.listRegistrations']),
    }),
  },
];
