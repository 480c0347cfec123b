import { eq } from 'drizzle-orm';
import type { WaitlistEntry } from '@bayan/shared';
import { doctors } from '../modules/clinic/doctors/doctors.table.js';
import { EtablissementsRepository } from '../modules/clinic/directory/etablissements.repository.js';
import type { UserRow } from '../modules/users/users.table.js';
import {
  bearerFor,
  book,
  insertDoctor,
  insertPatient,
  riyadhAt,
  type ClinicFixture,
  type DoctorFixture,
} from './clinic-fixtures.js';
import { withPhone } from './notice-kit.js';
import { localDate } from './schedule-fixtures.js';
import type { TestApp } from './test-app.js';

/** Helpers for the waitlist's tests (issue 35): a booked seat, patients waiting for it, their entries. */

export type Bearer = { authorization: string };

export interface Waiter {
  user: UserRow;
  as: Bearer;
  entry: WaitlistEntry;
}

/** A doctor of `clinic` with their seat at `day` 10:00 booked (Pending) by a patient; its public id. */
export async function bookedSeat(t: TestApp, clinic: ClinicFixture, day: number, capacity = 1) {
  const doctor = await insertDoctor(t, clinic, { roomId: null, capacity });
  const booker = await insertPatient(t);
  const start = riyadhAt(day, '10:00');
  const body = { doctorPubkey: doctor.user.pubkey, consultationType: doctor.types.pending, start };
  const booked = await book(t, await bearerFor(t, booker), body);
  if (booked.status !== 201) throw new Error(`fixture booking refused: ${JSON.stringify(booked.body)}`);
  return { doctor, start, appointment: booked.body.id };
}

/** A patient (with a phone, so SMS too) who joins the doctor's waitlist for `day` (or what `extra` says). */
export async function waiter(t: TestApp, doctor: DoctorFixture, day: number, extra: object = {}): Promise<Waiter> {
  const user = await withPhone(t, await insertPatient(t));
  const as = await bearerFor(t, user);
  const payload = { doctorPubkey: doctor.user.pubkey, fromDate: localDate(day), toDate: localDate(day), ...extra };
  const res = await t.app.inject({ method: 'POST', url: '/api/waitlist', headers: as, payload });
  if (res.statusCode !== 201) throw new Error(`fixture join refused: ${res.body}`);
  return { user, as, entry: res.json<WaitlistEntry>() };
}

/** The waiter's entry now, as they see it in their list (logged in afresh). */
export async function entryOf(t: TestApp, w: Waiter): Promise<WaitlistEntry> {
  const res = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: await bearerFor(t, w.user) });
  return res.json<{ items: WaitlistEntry[] }>().items.find((e) => e.id === w.entry.id)!;
}

/** Answers an offer: confirm, decline or leave (logged in afresh: a fake clock's jumps outlive access tokens). */
export const answer = async (t: TestApp, w: Waiter, action: 'confirm' | 'decline' | 'leave') =>
  t.app.inject({ method: 'POST', url: `/api/waitlist/${w.entry.id}/${action}`, headers: await bearerFor(t, w.user) });

/** Gives the doctor a speciality (made here), and returns its public id. */
export async function withSpeciality(t: TestApp, doctor: DoctorFixture): Promise<string> {
  const speciality = await new EtablissementsRepository(t.database.db).insertSpeciality({
    nameAr: 'جلدية',
    nameEn: `Dermatology ${Math.random()}`,
  });
  await t.database.db.update(doctors).set({ specialityId: speciality.id }).where(eq(doctors.userId, doctor.user.id));
  return speciality.pubkey;
}
