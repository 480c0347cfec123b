import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@bayan/shared';
import { featuresOn } from '../app/active-features';
import { FEATURES } from '../app/features';
import { MENU, menuOf } from '../app/menu';
import { activeTrail, mayOpen, visibleMenu, type MenuItem } from './menu-tree';

/** The ids of the links (type `item`) a role sees. */
function links(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.type === 'item' ? [item.id] : links(item.children ?? [])));
}

const DEMO = [
  'util-typography',
  'util-color',
  'util-shadow',
  'form-inputs',
  'tabler-icons',
  'material-icons',
  'sample-page',
];
/** The endowments section: any account drafts deeds and signs those it is named in. */
const ENDOWMENTS = ['endowments', 'endowmentsSupervising', 'endowmentsWitnessing', 'endowmentsWallet'];
const ADMIN_PAGES = ['names', 'landing', 'users', 'events', 'settings'];
const APPOINTMENTS = ['appointmentsAll', 'appointmentsPending', 'appointmentsPlanned', 'appointmentsCompleted'];
/** The clinic's day: its appointments, the calendar and booking for a patient. */
const CARE_TEAM_PAGES = [...APPOINTMENTS, 'doctorCalendar', 'bookAppointment'];
/** A doctor's schedule: agendas, time off and the patients waiting for a freed seat. */
const SCHEDULE = ['agendas', 'timeOff', 'waitlist'];
/** A clinic's promotions and campaigns, and the registrations for them: staff and admins. */
const CAMPAIGNS = ['promotions', 'campaigns', 'campaignRegistrations'];
/** The clinic's directory: admins manage all of it, STAFF their clinic's details, sections and rooms. */
const DIRECTORY = ['etablissements', 'specialities', 'services', 'sections', 'rooms'];

describe('the dashboard menu (spec §6)', () => {
  it('shows home and profile only to members and users', () => {
    for (const role of ['MEMBER', 'USER'] as const) {
      expect(links(visibleMenu(MENU, role))).toEqual(['home', ...ENDOWMENTS, 'profile']);
    }
  });

  it('shows the clinic’s day to its care team, and their own appointments to patients', () => {
    expect(links(visibleMenu(MENU, 'STAFF'))).toEqual([
      'home',
      ...CARE_TEAM_PAGES,
      'doctors',
      'patients',
      'reservations',
      'etablissements',
      'sections',
      'rooms',
      ...SCHEDULE,
      'reviews',
      ...CAMPAIGNS,
      ...ENDOWMENTS,
      'profile',
    ]);
    expect(links(visibleMenu(MENU, 'DOCTOR'))).toEqual([
      'home',
      ...CARE_TEAM_PAGES,
      'patients',
      'myRoom',
      ...SCHEDULE,
      ...ENDOWMENTS,
      'profile',
    ]);
    expect(links(visibleMenu(MENU, 'PATIENT'))).toEqual([
      'home',
      'myAppointments',
      'bookAppointment',
      'myDoctors',
      ...ENDOWMENTS,
      'profile',
    ]);
  });

  it('adds names, users, events and settings for ADMIN, and the system group for SUPERADMIN only', () => {
    expect(links(visibleMenu(MENU, 'ADMIN'))).toEqual([
      'home',
      ...CARE_TEAM_PAGES,
      'doctors',
      'patients',
      'reservations',
      ...DIRECTORY,
      ...SCHEDULE,
      'reviews',
      ...CAMPAIGNS,
      ...ADMIN_PAGES,
      ...ENDOWMENTS,
      'profile',
    ]);
    expect(links(visibleMenu(MENU, 'SUPERADMIN'))).toEqual([
      'home',
      ...APPOINTMENTS,
      'doctorCalendar',
      'myAppointments',
      'bookAppointment',
      'doctors',
      'patients',
      'reservations',
      ...DIRECTORY,
      'myRoom',
      ...SCHEDULE,
      'myDoctors',
      'reviews',
      ...CAMPAIGNS,
      ...ADMIN_PAGES,
      ...ENDOWMENTS,
      'profile',
      'outbox',
      'api-docs',
      ...DEMO,
    ]);
  });

  it('drops the entries of a switched-off module, and a group it leaves empty', () => {
    const withoutNames = menuOf(featuresOn((module) => module !== 'names'));
    expect(links(visibleMenu(withoutNames, 'ADMIN'))).toEqual([
      'home',
      ...CARE_TEAM_PAGES,
      'doctors',
      'patients',
      'reservations',
      ...DIRECTORY,
      ...SCHEDULE,
      'reviews',
      ...CAMPAIGNS,
      'users',
      'events',
      'settings',
      ...ENDOWMENTS,
      'profile',
    ]);
    const withoutClinic = menuOf(featuresOn((module) => module !== 'clinic'));
    expect(withoutClinic.map((group) => group.id)).not.toContain('clinic');
    expect(mayOpen(withoutClinic, 'doctorCalendar', 'SUPERADMIN')).toBe(false);
    expect(mayOpen(withoutNames, 'names', 'SUPERADMIN')).toBe(false);
    const onlyNames = FEATURES.filter((feature) => feature.module === 'names');
    expect(menuOf(featuresOn((module) => module !== 'names', onlyNames))).toEqual([]);
    expect(links(menuOf(featuresOn(() => true)))).toEqual(links(MENU));
  });

  it('lets a role open exactly the pages its menu shows', () => {
    for (const role of ROLES as readonly Role[]) {
      const shown = new Set(links(visibleMenu(MENU, role)));
      for (const id of links(MENU)) expect([role, id, mayOpen(MENU, id, role)]).toEqual([role, id, shown.has(id)]);
    }
    expect(mayOpen(MENU, 'no-such-page', 'SUPERADMIN')).toBe(false);
  });

  it('drops a group whose entries are all hidden', () => {
    expect(visibleMenu(MENU, 'MEMBER').map((group) => group.id)).toEqual(['dashboard', 'account']);
  });

  it('selects the entry of the current path and its parents', () => {
    const ids = (path: string) => activeTrail(MENU, path)?.map((item) => item.id);
    expect(ids('/dashboard')).toEqual(['dashboard', 'home']);
    expect(ids('/dashboard/')).toEqual(['dashboard', 'home']);
    expect(ids('/dashboard/utils/util-color')).toEqual(['system', 'utilities', 'util-color']);
    expect(ids('/dashboard/users/42')).toEqual(['management', 'users']);
    expect(ids('/dashboard/appointments')).toEqual(['clinic', 'appointments', 'appointmentsAll']);
    expect(ids('/dashboard/appointments/pending')).toEqual(['clinic', 'appointments', 'appointmentsPending']);
    expect(ids('/dashboard/my-room')).toEqual(['clinic', 'directory', 'myRoom']);
    expect(ids('/dashboard/unknown')).toBeUndefined();
  });
});
