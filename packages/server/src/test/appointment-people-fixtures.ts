import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../modules/users/users.table.js';
import {
  bearerFor,
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertStaff,
  riyadhAt,
  type ClinicFixture,
  type DoctorFixture,
} from './clinic-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertUser } from './users-fixtures.js';

/**
 * Named people for the appointments' search and export tests: Dr أحمد in North, Dr Samir Haddad
 * in Dubai (UTC+4), patient هُدى (with diacritics) booked with both, patient Omar with Samir.
 */
export async function appointmentPeople(t: TestApp) {
  const north = await insertClinic(t, 'North');
  const dubai = await insertClinic(t, 'Dubai', { timeZone: 'Asia/Dubai' });
  const named = async (clinic: ClinicFixture, firstName: string, lastName: string): Promise<DoctorFixture> => {
    const doctor = await insertDoctor(t, clinic);
    await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, doctor.user.id));
    return doctor;
  };
  const drAhmed = await named(north, 'أحمد', 'الزهراني');
  const drSamir = await named(dubai, 'Samir', 'Haddad');
  // Emails of their own: the care team's search key holds the email too, and a random one could
  // hold the `_` a test searches for.
  const patient = (firstName: string, lastName: string, phone: string, idNumber: string) =>
    insertUser(t, { role: 'PATIENT', firstName, lastName, phone, idNumber, email: `p${idNumber}@clinic.test` });
  const huda = await patient('هُدى', 'العتيبي', '+966512345678', '1012345672');
  const omar = await patient('Omar', 'Fathi', '+966598765432', '2098765431');
  const at = (days: number, status: 'pending' | 'planed' | 'done') => ({ start: riyadhAt(days, '10:00'), status });
  const ids = {
    a: (await insertAppointment(t, drAhmed, huda, north, at(3, 'pending'))).pubkey,
    b: (await insertAppointment(t, drSamir, huda, dubai, { ...at(4, 'planed'), priceHalalas: 15_050 })).pubkey,
    c: (await insertAppointment(t, drSamir, omar, dubai, at(5, 'done'))).pubkey,
  };
  const bearers: Record<string, Record<string, string>> = {
    huda: await bearerFor(t, huda),
    omar: await bearerFor(t, omar),
    drAhmed: await bearerFor(t, drAhmed.user),
    staffDubai: await bearerFor(t, await insertStaff(t, dubai)),
    admin: await t.bearer('admin@bayan.local'),
    member: await t.bearer('member@bayan.local'),
  };
  return { ids, bearers, clinics: { north, dubai }, doctors: { drAhmed, drSamir } };
}

export type AppointmentPeople = Awaited<ReturnType<typeof appointmentPeople>>;

/** A test file's app with the people above, made before its tests and closed after them. */
export function withAppointmentPeople(): { t: TestApp; people: AppointmentPeople } {
  const file = {} as { t: TestApp; people: AppointmentPeople };
  beforeAll(async () => {
    file.t = await createTestApp();
    file.people = await appointmentPeople(file.t);
  }, 180_000);
  afterAll(() => file.t.close());
  return file;
}
