import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Reservation } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { e164, lastCode, lastLinkToken, lastMessage, STRONG_PASSWORD } from '../../../test/auth-kit.js';
import {
  bearerFor,
  insertClinic,
  insertDoctor,
  insertPatient,
  insertStaff,
  riyadhAt,
  type ClinicFixture,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import {
  createReservation,
  readReservation,
  reservationBody,
  verifyReservation,
} from '../../../test/reservation-kit.js';
import { events } from '../../events/events.table.js';
import { appointments } from '../appointments/appointments.table.js';
import { users } from '../../users/users.table.js';
import { reservations } from './reservations.table.js';

let t: TestApp;
let clinic: ClinicFixture;
let doctor: DoctorFixture;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  clinic = await insertClinic(t);
  doctor = await insertDoctor(t, clinic);
  staff = await bearerFor(t, await insertStaff(t, clinic));
}, 180_000);
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) =>
  reservationBody(clinic.etablissement.pubkey, doctor.user.pubkey, extra);

/** A request confirmed by its code: what the staff then see. */
async function pendingReservation(extra: Record<string, unknown> = {}) {
  const payload = body(extra);
  const created = await createReservation(t, payload);
  expect(created.statusCode, created.body).toBe(201);
  const { id, token } = created.json<{ id: string; token: string }>();
  const code = await lastCode(t.app, e164(payload.phone as string));
  const verified = await verifyReservation(t, id, token, code);
  expect(verified.statusCode, verified.body).toBe(200);
  return { id, token, payload, phone: e164(payload.phone as string) };
}

const staffCall = (url: string, payload: object, headers = staff) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'accept-language': 'en' } });
const accept = (id: string, start: string, headers = staff) =>
  staffCall(
    `/api/reservations/${id}/accept`,
    { doctorPubkey: doctor.user.pubkey, start, consultationType: doctor.types.pending },
    headers,
  );
const decline = (id: string, reason: string, headers = staff) =>
  staffCall(`/api/reservations/${id}/decline`, { reason }, headers);
const list = async (query = '', headers = staff) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reservations${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Reservation[]; total: number }>();
};

describe('a visitor’s reservation, end to end', () => {
  it('is hidden from staff until the phone’s code confirms it, then accepted into an appointment and an account', async () => {
    const payload = body();
    const created = await createReservation(t, payload);
    expect(created.statusCode, created.body).toBe(201);
    const { id, token, status } = created.json();
    expect(status).toBe('UNVERIFIED');
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect((await list()).data.map((r) => r.id)).not.toContain(id);
    // The code screen says where the code went, and a reference to quote (finding 32).
    const phone = e164(payload.phone);
    expect((await readReservation(t, id, token)).json()).toMatchObject({
      status: 'UNVERIFIED',
      maskedPhone: `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`,
      reference: expect.stringMatching(/^R-\d{5}$/),
    });

    const verified = await verifyReservation(t, id, token, await lastCode(t.app, phone));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'PENDING', message: 'Your request has been sent successfully.' });
    const listed = (await list('?status=PENDING')).data.find((r) => r.id === id);
    expect(listed).toMatchObject({ name: 'Huda Ali Alharbi', phone, idNumber: payload.idNumber, notes: 'Back pain' });
    expect(listed?.doctor?.pubkey).toBe(doctor.user.pubkey);

    const start = riyadhAt(3, '10:00');
    const accepted = await accept(id, start);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'ACCEPTED',
      appointment: { start: new Date(start).toISOString() },
    });

    const [account] = await t.database.db.select().from(users).where(eq(users.idNumber, payload.idNumber));
    expect(account).toMatchObject({
      role: 'PATIENT',
      phone,
      firstName: 'Huda',
      lastName: 'Ali Alharbi',
      isPhoneVerified: true,
    });
    const [appointment] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.patientId, account!.id));
    expect(appointment).toMatchObject({ status: 'planed', doctorId: doctor.user.id });

    const read = (await readReservation(t, id, token)).json();
    expect(read).toMatchObject({ status: 'ACCEPTED', appointment: { doctor: { pubkey: doctor.user.pubkey } } });
    const audited = await t.database.db.select().from(events).where(eq(events.entityId, id));
    expect(audited.map((e) => e.action).sort()).toEqual([
      'reservation.accept',
      'reservation.create',
      'reservation.verify',
    ]);

    // The SMS tells the time and carries the link to choose a password; then the ID number and the phone log in.
    const sms = await lastMessage(t.app, phone);
    expect(sms.body).toContain('was accepted');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${await lastLinkToken(t.app, phone)}`,
      payload: { password: STRONG_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const login of [payload.idNumber, phone]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login, password: STRONG_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('links a known patient by ID number, with no password link, and declines with the reason by SMS', async () => {
    const known = await insertPatient(t);
    const idNumber = reservationBody('', '').idNumber;
    await t.database.db.update(users).set({ idNumber }).where(eq(users.id, known.id));
    const { id, phone } = await pendingReservation({ idNumber });
    // The request proved another phone than the account's: the ID number alone does not give the
    // patient's file to this clinic's staff (they add the patient with the patient's code first).
    const refused = await accept(id, riyadhAt(3, '11:00'));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'CLINIC_PATIENT_CONSENT_REQUIRED']);
    expect(refused.json().message).toMatch(/^This patient is not one of your clinic's patients yet/);
    expect((await list()).data.find((row) => row.id === id)?.status).toBe('PENDING');
    const accepted = await accept(id, riyadhAt(3, '11:00'), await t.bearer('admin@bayan.local'));
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', patient: { pubkey: known.pubkey } });
    expect((await lastMessage(t.app, phone)).body).not.toContain('token=');

    const other = await pendingReservation();
    const declined = await decline(other.id, 'The doctor is away that week');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'DECLINED', declineReason: 'The doctor is away that week' });
    expect((await lastMessage(t.app, other.phone)).body).toContain('The doctor is away that week');
    expect((await readReservation(t, other.id, other.token)).json()).toMatchObject({
      status: 'DECLINED',
      declineReason: 'The doctor is away that week',
    });
    // Decided once: the second decision is a 409 (compare-and-swap), accept after decline too.
    expect((await decline(other.id, 'again')).statusCode).toBe(409);
    expect((await accept(other.id, riyadhAt(3, '12:00'))).json().code).toBe('CLINIC_RESERVATION_STATE');
  });

  it('lets staff accept for a known patient whose own phone the request proved', async () => {
    const idNumber = reservationBody('', '').idNumber;
    const payload = body({ idNumber });
    const known = await insertPatient(t);
    await t.database.db
      .update(users)
      .set({ idNumber, phone: e164(payload.phone as string) })
      .where(eq(users.id, known.id));
    const { id } = await pendingReservation({ idNumber, phone: payload.phone });
    const accepted = await accept(id, riyadhAt(3, '12:30'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', patient: { pubkey: known.pubkey } });
  });

  it('lets exactly one of two concurrent decisions win; the loser changes nothing', async () => {
    const { id, token } = await pendingReservation();
    const start = riyadhAt(6, '10:00');
    const [accepted, declined] = await Promise.all([accept(id, start), decline(id, 'Busy week')]);
    expect([accepted.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
    const read = (await readReservation(t, id, token)).json();
    const booked = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.startAt, new Date(start)));
    expect(booked).toHaveLength(read.status === 'ACCEPTED' ? 1 : 0);
  });

  it('takes Arabic-Indic digits in the phone and searches by it', async () => {
    const payload = body({ phone: '٠٥٥١٢٣٤٥٦٧' });
    const created = await createReservation(t, payload);
    expect(created.statusCode, created.body).toBe(201);
    const { id, token } = created.json();
    await verifyReservation(t, id, token, await lastCode(t.app, '+966551234567'));
    expect((await list('?q=0551234567')).data.map((r) => r.id)).toContain(id);
  });

  it('finds a request by the reference the visitor quotes on the phone, however it is typed (finding 32)', async () => {
    const { id, token } = await pendingReservation();
    const { reference } = (await readReservation(t, id, token)).json();
    expect(reference).toMatch(/^R-\d{5}$/);
    const number = reference.slice(2).replace(/^0+/, '');
    for (const typed of [
      reference,
      `r${number}`,
      `R-${number}`.replace(/\d/g, (d: string) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
    ]) {
      const found = (await list(`?q=${encodeURIComponent(typed)}`)).data;
      expect(
        found.map((r) => r.id),
        typed,
      ).toEqual([id]);
      expect(found[0]!.reference).toBe(reference);
    }
  });
});

describe('abuse', () => {
  it('throttles requests per phone and per IP with a localised 429', async () => {
    const payload = body();
    for (let i = 0; i < 3; i++) expect((await createReservation(t, payload)).statusCode).toBe(201);
    const fourth = await createReservation(t, payload, { lang: 'ar' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'طلبات كثيرة، حاول لاحقاً.' });

    const ip = '10.200.0.1';
    for (let i = 0; i < 10; i++) expect((await createReservation(t, body(), { ip })).statusCode).toBe(201);
    expect((await createReservation(t, body(), { ip })).statusCode).toBe(429);
  });

  it('locks the code out after five wrong guesses', async () => {
    const payload = body();
    const { id, token } = (await createReservation(t, payload)).json();
    const code = await lastCode(t.app, e164(payload.phone));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await verifyReservation(t, id, token, wrong)).json().code).toBe('AUTH_OTP_INVALID');
    expect((await verifyReservation(t, id, token, code)).json().code).toBe('AUTH_OTP_INVALID');
    expect((await readReservation(t, id, token)).json().status).toBe('UNVERIFIED');
  });

  it('expires a request never confirmed within a day: its code no longer confirms it', async () => {
    const payload = body();
    const { id, token } = (await createReservation(t, payload)).json();
    const code = await lastCode(t.app, e164(payload.phone));
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await t.database.db.update(reservations).set({ createdAt: dayAgo }).where(eq(reservations.pubkey, id));
    expect((await readReservation(t, id, token)).json().status).toBe('EXPIRED');
    expect((await verifyReservation(t, id, token, code)).json().code).toBe('CLINIC_RESERVATION_STATE');
  });

  it('needs the secret: a wrong token reads and verifies nothing', async () => {
    const payload = body();
    const { id } = (await createReservation(t, payload)).json();
    const code = await lastCode(t.app, e164(payload.phone));
    const forged = 'x'.repeat(43);
    expect((await readReservation(t, id, forged)).statusCode).toBe(404);
    expect((await verifyReservation(t, id, forged, code)).statusCode).toBe(404);
  });

  it('answers 409 “No free appointments” for a full slot and keeps the request pending', async () => {
    const start = riyadhAt(4, '09:00');
    const first = await pendingReservation();
    expect((await accept(first.id, start)).statusCode).toBe(200);
    const second = await pendingReservation();
    const full = await accept(second.id, start);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CLINIC_NO_FREE_APPOINTMENTS', message: 'No appointments available.' });
    expect((await readReservation(t, second.id, second.token)).json().status).toBe('PENDING');
    // Another slot works, with the account the first try linked.
    expect((await accept(second.id, riyadhAt(4, '09:30'))).json()).toMatchObject({ status: 'ACCEPTED' });
  });

  it('keeps another clinic’s staff out (404), other roles out (403) and visitors out (401)', async () => {
    const { id } = await pendingReservation();
    const elsewhere = await bearerFor(t, await insertStaff(t, await insertClinic(t, 'Elsewhere')));
    expect((await accept(id, riyadhAt(5, '10:00'), elsewhere)).statusCode).toBe(404);
    expect((await decline(id, 'no', elsewhere)).statusCode).toBe(404);
    expect((await list('', elsewhere)).data.map((r) => r.id)).not.toContain(id);
    const patient = await bearerFor(t, await insertPatient(t));
    expect((await decline(id, 'no', patient)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/reservations' })).statusCode).toBe(401);
  });

  it('refuses bad input with a localised 400, never a 500', async () => {
    const badPhone = await createReservation(t, body({ phone: '12345' }), { lang: 'ar' });
    expect(badPhone.statusCode).toBe(400);
    expect(JSON.stringify(badPhone.json().details)).toContain('رقم جوال سعودي');
    // Any doctor, any speciality (the form's defaults): the clinic chooses (finding 9).
    const anyDoctor = await createReservation(t, body({ doctorPubkey: undefined }));
    expect(anyDoctor.statusCode, anyDoctor.body).toBe(201);
    const foreignDoctor = await insertDoctor(t, await insertClinic(t, 'Far'));
    const wrongClinic = await createReservation(t, body({ doctorPubkey: foreignDoctor.user.pubkey }));
    expect(wrongClinic.statusCode).toBe(400);
    expect(wrongClinic.json().code).toBe('CLINIC_RESERVATION_CHOICE_INVALID');
    const badDay = await createReservation(t, body({ preferredDay: '2026-13-40', preferredTime: '25:00' }));
    expect(badDay.statusCode).toBe(400);
    // A human sentence, not "ISO" (finding 9).
    expect(JSON.stringify(badDay.json().details)).toContain(
      'Pick the day on the calendar, or type it as year-month-day.',
    );
    const { id } = await pendingReservation();
    expect((await decline(id, '   ')).statusCode).toBe(400);
    expect((await staffCall(`/api/reservations/${id}/accept`, { start: 'soon' })).statusCode).toBe(400);
  });
});
