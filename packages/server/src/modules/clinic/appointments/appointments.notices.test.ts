import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bearerFor, book, insertAppointment, riyadhAt } from '../../../test/clinic-fixtures.js';
import { inboxOf, outboxOf, withPhone } from '../../../test/notice-kit.js';
import { insertTeam, type Team } from '../../../test/schedule-fixtures.js';
import { insertUser, saudiMobile } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';

/** Issue 10: every transition tells the people concerned in their inbox, and by email and SMS through the outbox. */

let t: TestApp;
let team: Team;
let doctor: Team['doctor'];

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
  doctor = { ...team.doctor, user: await withPhone(t, team.doctor.user) };
}, 180_000);
afterAll(() => t.close());

/** A patient with an email address and a phone, and their own appointments' days. */
const patientWith = (status: UserRow['status'] = 'ACTIVE') =>
  insertUser(t, { role: 'PATIENT', firstName: 'Huda', phone: saudiMobile(), status });
let day = 2;
const appointment = (patient: UserRow, status: 'pending' | 'planed') =>
  insertAppointment(t, doctor, patient, team.clinic, { start: riyadhAt((day += 1), '10:00'), status });
const transition = (row: { pubkey: string }, action: string, headers: object, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${row.pubkey}/${action}`, headers: { ...headers }, payload });
const subjects = async (user: UserRow) => (await outboxOf(t, user)).map((row) => `${row.channel} ${row.subject}`);
const inRiyadh = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Riyadh', dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

describe('appointment notices', () => {
  it('tells the doctor of a patient’s booking: inbox, email and SMS, naming the patient, time, clinic and calendar day', async () => {
    const patient = await patientWith();
    const start = riyadhAt((day += 1), '10:00');
    const booked = await book(t, await bearerFor(t, patient), {
      doctorPubkey: doctor.user.pubkey,
      start,
      consultationType: doctor.types.pending,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await inboxOf(t, doctor.user)).toEqual([`New booking: Huda Person — ${inRiyadh(start, 'en-GB')}.`]);
    expect(await subjects(doctor.user)).toEqual(['email حجز جديد | New booking', 'sms حجز جديد | New booking']);
    const [email, sms] = await outboxOf(t, doctor.user);
    expect([email!.recipient, sms!.recipient]).toEqual([doctor.user.email, doctor.user.phone]);
    // The calendar opens on the day with the appointment open (GET /api/appointments/:id).
    const calendar = `/dashboard/doctor-calendar?view=day&date=${start.slice(0, 10)}&appointment=${(booked.body as { id: string }).id}`;
    for (const line of [
      'المريض: Huda Person',
      `الموعد: ${inRiyadh(start, 'ar-u-ca-gregory-nu-arab')}`,
      'العيادة: عيادة Al Shifa',
    ])
      expect(email!.body).toContain(line);
    for (const line of ['Patient: Huda Person', `When: ${inRiyadh(start, 'en-GB')}`, 'Clinic: Al Shifa', calendar])
      expect(email!.body).toContain(line);
    expect(email!.body.indexOf('مرحباً')).toBeLessThan(email!.body.indexOf('Hello'));
    expect(sms!.body).toContain(calendar);
    // The patient booked it themself: nothing to tell them.
    expect([await inboxOf(t, patient), await subjects(patient)]).toEqual([[], []]);
  });

  it('tells the patient of a confirm, a reject with its reason and a staff cancel, by inbox, email and SMS', async () => {
    const patient = await patientWith();
    const doctorSent = (await outboxOf(t, doctor.user)).length;
    const [pending, declined, planed] = [
      await appointment(patient, 'pending'),
      await appointment(patient, 'pending'),
      await appointment(patient, 'planed'),
    ];
    expect((await transition(pending, 'confirm', team.as.staff)).statusCode).toBe(200);
    expect((await transition(declined, 'reject', team.as.doctor, { reason: 'The doctor is away' })).statusCode).toBe(
      200,
    );
    expect((await transition(planed, 'cancel', team.as.staff, { reason: 'Clinic closed' })).statusCode).toBe(200);
    const inbox = await inboxOf(t, patient);
    expect(inbox.map((line) => line.split(':')[0])).toEqual([
      'Your appointment is confirmed',
      'Your appointment request was declined',
      'Your appointment was canceled',
    ]);
    expect(inbox[1]).toMatch(/Reason: The doctor is away$/);
    const sent = await outboxOf(t, patient);
    expect(sent.map((row) => `${row.channel} ${row.subject.split(' | ')[1]}`)).toEqual([
      'email Your appointment is confirmed',
      'sms Your appointment is confirmed',
      'email Your appointment request was declined',
      'sms Your appointment request was declined',
      'email Your appointment was canceled',
      'sms Your appointment was canceled',
    ]);
    const rejection = sent[2]!.body;
    for (const line of ['السبب: The doctor is away', 'Reason: The doctor is away', 'Doctor: Dr Samir Person'])
      expect(rejection).toContain(line);
    expect(rejection).toMatch(/\/dashboard\/my-appointments$/);
    expect(sent[4]!.body).toContain('Reason: Clinic closed');
    expect((await outboxOf(t, doctor.user)).length).toBe(doctorSent);
  });

  it('tells the doctor, not the patient, of a patient’s own cancel', async () => {
    const patient = await patientWith();
    const row = await appointment(patient, 'planed');
    const doctorSent = (await outboxOf(t, doctor.user)).length;
    expect((await transition(row, 'cancel', await bearerFor(t, patient))).statusCode).toBe(200);
    expect((await inboxOf(t, doctor.user)).at(-1)).toMatch(/^A patient canceled their appointment: Huda Person/);
    expect((await subjects(doctor.user)).slice(doctorSent)).toEqual([
      'email ألغى المريض موعده | A patient canceled their appointment',
      'sms ألغى المريض موعده | A patient canceled their appointment',
    ]);
    expect([await inboxOf(t, patient), await subjects(patient)]).toEqual([[], []]);
  });

  it('sends no email or SMS to a BLOCKED or DELETED account, which still gets its inbox line', async () => {
    for (const status of ['ACTIVE', 'BLOCKED', 'DELETED'] as const) {
      const patient = await patientWith(status);
      expect((await transition(await appointment(patient, 'pending'), 'confirm', team.as.staff)).statusCode).toBe(200);
      expect((await inboxOf(t, patient)).length, status).toBe(1);
      expect((await outboxOf(t, patient)).length, status).toBe(status === 'ACTIVE' ? 2 : 0);
    }
  });

  it('writes nothing to the outbox when the transition is refused', async () => {
    const patient = await patientWith();
    const row = await appointment(patient, 'pending');
    expect((await transition(row, 'confirm', team.as.staff)).statusCode).toBe(200);
    expect((await outboxOf(t, patient)).length).toBe(2);
    for (const action of ['confirm', 'reject'] as const) {
      const refused = await transition(row, action, team.as.doctor, { reason: 'late' });
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'CLINIC_APPOINTMENT_STALE']);
    }
    expect([(await inboxOf(t, patient)).length, (await outboxOf(t, patient)).length]).toEqual([1, 2]);
  });
});
