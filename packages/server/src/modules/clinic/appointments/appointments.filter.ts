import { and, eq, gte, inArray, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { searchCondition } from '../../../lib/list/find-page.js';
import type { People } from '../../users/users.people.js';
import { statusToDb } from './appointment-status.js';
import { appointments, type AppointmentStatusValue, WAITLIST_ONLY } from './appointments.table.js';

const ACTIVE_STATUSES = [statusToDb('Pending'), statusToDb('Planed')];

/** A search (already `searchText`-ed) and the accounts it looks in, from the users service. */
export interface AppointmentSearch {
  q: string;
  patients: People;
  doctors: People;
}

export interface AppointmentFilter {
  status?: AppointmentStatusValue | undefined;
  /** Only those still to happen (Pending, Planed), or only the others. */
  active?: boolean | undefined;
  doctorId?: number | undefined;
  patientId?: number | undefined;
  etablissementId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  search?: AppointmentSearch | undefined;
}

/**
 * The patient's name, phone and ID number (the care team's search key, ar_normalize-folded) or
 * the doctor's name: each side a semi-join the accounts' trigram index can serve.
 */
function searchWhere(db: Db, { q, patients, doctors }: AppointmentSearch): SQL | undefined {
  const matching = (people: People, key: People['searchKey'] | People['nameKey']) =>
    db.select({ id: people.id }).from(people).where(searchCondition(key, q));
  return or(
    inArray(appointments.patientId, matching(patients, patients.searchKey)),
    inArray(appointments.doctorId, matching(doctors, doctors.nameKey)),
  );
}

/** The list's and the export's filters as one condition (the caller's scope is already in the ids). */
export function appointmentsWhere(db: Db, filter: AppointmentFilter): SQL | undefined {
  return and(
    notInArray(appointments.status, [...WAITLIST_ONLY]),
    filter.status && eq(appointments.status, filter.status),
    filter.active === undefined
      ? undefined
      : (filter.active ? inArray : notInArray)(appointments.status, ACTIVE_STATUSES),
    filter.doctorId === undefined ? undefined : eq(appointments.doctorId, filter.doctorId),
    filter.patientId === undefined ? undefined : eq(appointments.patientId, filter.patientId),
    filter.etablissementId === undefined ? undefined : eq(appointments.etablissementId, filter.etablissementId),
    filter.from && gte(appointments.startAt, filter.from),
    filter.to && lt(appointments.startAt, filter.to),
    filter.search && searchWhere(db, filter.search),
  );
}
