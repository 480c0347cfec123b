import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { consentCode, insertReachablePatient } from '../../../test/people-fixtures.js';
import { eventsOf, insertUser } from '../../../test/users-fixtures.js';
import {
  book,
  bearerFor,
  insertClinic,
  insertClinicPatient,
  insertDoctor,
  insertPatient,
  insertStaff,
  riyadhAt,
  type ClinicFixture,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import type { UserRow } from '../../users/users.table.js';

let t: TestApp;
let clinic: ClinicFixture;
let doctor: DoctorFixture;
let patient: UserRow;
let patientBearer: { authorization: string };
let staffBearer: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  clinic = await insertClinic(t);
  doctor = await insertDoctor(t, clinic);
  patient = await insertPatient(t);
  patientBearer = await bearerFor(t, patient);
  staffBearer = await bearerFor(t, await insertStaff(t, clinic));
}, 180_000);
afterAll(() => t.close());

const body = (start: string, extra: Record<string, unknown> = {}) => ({
  doctorPubkey: doctor.user.pubkey,
  start,
  consultationType: doctor.types.pending,
  ...extra,
});

describe('POST /api/appointments', () => {
  it('asks an anonymous visitor to log in, in the spec’s words and in Arabic by default', async () => {
    const payload = body(riyadhAt(2, '10:00'));
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload,
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({ code: 'CLINIC_LOGIN_TO_BOOK', message: 'Please log in to take an appointment.' });
    const ar = await t.app.inject({ method: 'POST', url: '/v1/api/appointments', payload });
    expect(ar.json().message).toBe('يرجى تسجيل الدخول لحجز موعد.');
  });

  it('books a patient’s own request as Pending, the type’s price and duration copied', async () => {
    const res = await book(t, patientBearer, body(riyadhAt(2, '10:00'), { notes: 'first visit' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Pending',
      start: new Date(riyadhAt(2, '10:00')).toISOString(),
      end: new Date(riyadhAt(2, '10:30')).toISOString(),
      priceHalalas: 15_000,
      durationMinutes: 30,
      notes: 'first visit',
      doctor: { pubkey: doctor.user.pubkey },
      patient: { pubkey: patient.pubkey },
      etablissementPubkey: clinic.etablissement.pubkey,
      timeZone: 'Asia/Riyadh',
    });
  });

  it('plans at once what an auto-confirming type or the staff books', async () => {
    const auto = await book(
      t,
      patientBearer,
      body(riyadhAt(2, '11:00'), { consultationType: doctor.types.autoConfirm }),
    );
    expect(auto.body).toMatchObject({ status: 'Planed', priceHalalas: 9_950 });
    const other = await insertClinicPatient(t, clinic.etablissement.id);
    const staff = await book(t, staffBearer, body(riyadhAt(2, '11:30'), { patientPubkey: other.pubkey }));
    expect(staff.status).toBe(201);
    expect(staff.body.status).toBe('Planed');
  });

  it('refuses a full slot with the spec’s message, and a patient’s second appointment at the same time', async () => {
    const other = await insertClinicPatient(t, clinic.etablissement.id);
    const full = await book(t, staffBearer, body(riyadhAt(2, '10:00'), { patientPubkey: other.pubkey }));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'CLINIC_NO_FREE_APPOINTMENTS', message: 'لا توجد مواعيد متاحة.' });
    const second = await insertDoctor(t, await insertClinic(t, 'Second'));
    const overlap = await book(t, patientBearer, {
      doctorPubkey: second.user.pubkey,
      consultationType: second.types.pending,
      start: riyadhAt(2, '10:00'),
    });
    expect(overlap.body.code).toBe('CLINIC_PATIENT_OVERLAP');
  });

  it('never puts two doctors in one room at once', async () => {
    const roommate = await insertDoctor(t, clinic, { roomId: clinic.room.id });
    const res = await book(t, patientBearer, {
      doctorPubkey: roommate.user.pubkey,
      consultationType: roommate.types.pending,
      start: riyadhAt(2, '10:15'),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CLINIC_SLOT_UNAVAILABLE');
    const aligned = await book(t, patientBearer, {
      doctorPubkey: roommate.user.pubkey,
      consultationType: roommate.types.pending,
      start: riyadhAt(3, '10:00'),
    });
    expect(aligned.status).toBe(201);
    const other = await insertClinicPatient(t, clinic.etablissement.id);
    const clash = await book(t, staffBearer, body(riyadhAt(3, '10:00'), { patientPubkey: other.pubkey }));
    expect(clash.body.code).toBe('CLINIC_ROOM_TAKEN');
  });

  it.each([
    ['in the past', riyadhAt(-1, '10:00'), 'CLINIC_SLOT_IN_PAST'],
    ['off the slot grid', riyadhAt(4, '10:10'), 'CLINIC_SLOT_UNAVAILABLE'],
    ['outside the hours', riyadhAt(4, '23:30'), 'CLINIC_SLOT_UNAVAILABLE'],
    ['after the agenda ends', riyadhAt(200, '10:00'), 'CLINIC_SLOT_UNAVAILABLE'],
  ])('refuses a start %s', async (_label, start, code) => {
    const res = await book(t, patientBearer, body(start));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(code);
  });

  it('answers bad input with a localised 4xx, never a 500', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [body('tomorrow'), 400, 'VALIDATION_FAILED'],
      [{ ...body(riyadhAt(5, '10:00')), doctorPubkey: 'x' }, 400, 'VALIDATION_FAILED'],
      [{ ...body(riyadhAt(5, '10:00')), doctorPubkey: patient.pubkey }, 404, 'CLINIC_DOCTOR_NOT_FOUND'],
      [{ ...body(riyadhAt(5, '10:00')), consultationType: 'A'.repeat(22) }, 409, 'CLINIC_TYPE_NOT_OFFERED'],
      [{ ...body(riyadhAt(5, '10:00')), patientPubkey: doctor.user.pubkey }, 403, 'CLINIC_BOOKING_FORBIDDEN'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await book(t, patientBearer, payload);
      expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([status, code]);
    }
    const noPatient = await book(t, staffBearer, body(riyadhAt(5, '10:00')));
    expect([noPatient.status, noPatient.body.code]).toEqual([400, 'CLINIC_PATIENT_REQUIRED']);
  });

  it('lets staff book only in their own etablissement, and a doctor only on their own agenda', async () => {
    const elsewhere = await insertDoctor(t, await insertClinic(t, 'Elsewhere'));
    const payload = {
      doctorPubkey: elsewhere.user.pubkey,
      consultationType: elsewhere.types.pending,
      start: riyadhAt(5, '12:00'),
      patientPubkey: patient.pubkey,
    };
    expect((await book(t, staffBearer, payload)).body.code).toBe('CLINIC_BOOKING_FORBIDDEN');
    const doctorBearer = await bearerFor(t, doctor.user);
    expect((await book(t, doctorBearer, payload)).body.code).toBe('CLINIC_BOOKING_FORBIDDEN');
    const own = await book(t, doctorBearer, {
      ...payload,
      doctorPubkey: doctor.user.pubkey,
      consultationType: doctor.types.pending,
    });
    expect([own.status, own.body.status]).toEqual([201, 'Planed']);
  });

  it('answers an Idempotency-Key replay with the first booking, and refuses the key for another request', async () => {
    const headers = { ...patientBearer, 'idempotency-key': 'retry-1' };
    const first = await book(t, headers, body(riyadhAt(6, '10:00')));
    const again = await book(t, headers, body(riyadhAt(6, '10:00')));
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await book(t, headers, body(riyadhAt(6, '11:00')));
    expect([other.status, other.body.code]).toEqual([409, 'CLINIC_IDEMPOTENCY_KEY_REUSED']);
  });

  it('refuses accounts the map does not name', async () => {
    const member = await bearerFor(t, await insertUser(t, { role: 'MEMBER' }));
    const res = await book(t, member, body(riyadhAt(7, '10:00')));
    expect(res.status).toBe(403);
  });
});

describe('POST /api/appointments for a patient new to the clinic (issue 29)', () => {
  it('needs the patient’s code from the staff, spends it with the booking and audits it; a doctor cannot', async () => {
    const patient = await insertReachablePatient(t);
    const payload = body(riyadhAt(8, '10:00'), { patientPubkey: patient.pubkey });
    const refused = await book(t, staffBearer, payload);
    expect([refused.status, refused.body.code]).toEqual([403, 'CLINIC_PATIENT_CONSENT_REQUIRED']);
    const doctorBearer = await bearerFor(t, doctor.user);
    expect((await book(t, doctorBearer, payload)).body.code).toBe('CLINIC_PATIENT_CONSENT_REQUIRED');

    const code = await consentCode(t, staffBearer, patient);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const invalid = await book(t, staffBearer, { ...payload, consentCode: wrong });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'CLINIC_PATIENT_CONSENT_INVALID']);
    const lookup = await t.app.inject({ method: 'GET', url: `/api/patients/${patient.pubkey}`, headers: staffBearer });
    expect(lookup.statusCode).toBe(404);

    const booked = await book(t, staffBearer, { ...payload, consentCode: code });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [event] = await eventsOf(t, booked.body.id);
    expect([event?.action, event?.after]).toEqual(['appointment.book', expect.objectContaining({ consent: 'code' })]);
    // The clinic has the patient now: the file is the staff's, and the next booking needs no code.
    const file = await t.app.inject({ method: 'GET', url: `/api/patients/${patient.pubkey}`, headers: staffBearer });
    expect(file.statusCode).toBe(200);
    const next = await book(t, staffBearer, body(riyadhAt(8, '11:00'), { patientPubkey: patient.pubkey }));
    expect(next.status).toBe(201);
  });

  it('lets an admin book any patient without a code', async () => {
    const patient = await insertReachablePatient(t);
    const admin = await t.bearer('admin@bayan.local');
    const booked = await book(t, admin, body(riyadhAt(8, '12:00'), { patientPubkey: patient.pubkey }));
    expect(booked.status).toBe(201);
  });
});
