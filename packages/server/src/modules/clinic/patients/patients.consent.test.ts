import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { lastMessage } from '../../../test/auth-kit.js';
import {
  bearerFor,
  book,
  insertDoctor,
  insertStaff,
  riyadhAt,
  type ClinicFixture,
} from '../../../test/clinic-fixtures.js';
import { call, consentCode, insertReachablePatient, openTwoClinics } from '../../../test/people-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { eventsOf, insertUser, saudiMobile } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';
import { phoneCodes } from '../../verification/verification.table.js';

/**
 * Issue 29 (low): staff add a PATIENT account to their clinic, and so reach the patient's file,
 * only with the patient's consent (a code texted to the patient's confirmed phone) or through an
 * admin; a patient the clinic already has needs none.
 */
let t: TestApp;
let north: ClinicFixture;
let south: ClinicFixture;
/** One patient's codes are a minute apart (the OTP rules): the clock moves between sends. */
const clock = new FakeClock();
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ({ t, north, south } = await openTwoClinics({ clock }));
  as.staffNorth = await bearerFor(t, await insertStaff(t, north));
  as.staffSouth = await bearerFor(t, await insertStaff(t, south));
  as.admin = await t.bearer('admin@bayan.local');
  as.doctor = await bearerFor(t, (await insertDoctor(t, north)).user);
}, 180_000);
afterAll(() => t.close());

const attach = (who: string, payload: object, lang: 'ar' | 'en' = 'ar') =>
  call(t, 'POST', '/api/patients', { headers: as[who], payload, lang });
const askConsent = (who: string, payload: object, lang: 'ar' | 'en' = 'ar') =>
  call(t, 'POST', '/api/patients/consent-code', { headers: as[who], payload, lang });
const fileFor = (who: string, patient: UserRow) =>
  call(t, 'GET', `/api/patients/${patient.pubkey}`, { headers: as[who] });
const codesOf = (patient: UserRow) =>
  t.database.db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, patient.phone!), eq(phoneCodes.purpose, 'clinic_consent')));

describe('a patient new to the clinic, added by its staff', () => {
  it('is refused without the patient’s code, in Arabic and in English, and stays out of the staff’s reach', async () => {
    const patient = await insertReachablePatient(t);
    const ar = await attach('staffNorth', { patientPubkey: patient.pubkey });
    expect([ar.status, ar.body.code]).toEqual([403, 'CLINIC_PATIENT_CONSENT_REQUIRED']);
    expect(ar.body.message).toMatch(/^هذا المريض ليس من مرضى عيادتك بعد/);
    const en = await attach('staffNorth', { patientPubkey: patient.pubkey, notes: 'x' }, 'en');
    expect(en.body.message).toMatch(/^This patient is not one of your clinic's patients yet/);
    expect((await fileFor('staffNorth', patient)).status).toBe(404);
    expect(await eventsOf(t, patient.pubkey)).toEqual([]);
  });

  it('texts the code to the patient’s confirmed phone, naming the clinic; no confirmed phone is a 422', async () => {
    const patient = await insertReachablePatient(t);
    const sent = await askConsent('staffNorth', { patientPubkey: patient.pubkey }, 'en');
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({
      phone: `${patient.phone!.slice(0, 5)}******${patient.phone!.slice(-2)}`,
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    const sms = await lastMessage(t.app, patient.phone!);
    expect(sms.body).toMatch(/^Bayan code: \d{6}\nNorth asks to open your file\. Give this code to the reception only/);
    const again = await askConsent('staffNorth', { patientPubkey: patient.pubkey });
    expect([again.status, again.body.code]).toEqual([429, 'AUTH_OTP_TOO_SOON']);

    const unconfirmed = await insertUser(t, { role: 'PATIENT', phone: `+966${saudiMobile().slice(1)}` });
    const refused = await askConsent('staffNorth', { patientPubkey: unconfirmed.pubkey }, 'en');
    expect([refused.status, refused.body.code]).toEqual([422, 'CLINIC_PATIENT_PHONE_UNCONFIRMED']);
    expect(refused.body.message).toMatch(/^This patient has no confirmed phone/);
    const member = await insertUser(t, {
      role: 'MEMBER',
      phone: `+966${saudiMobile().slice(1)}`,
      isPhoneVerified: true,
    });
    expect((await askConsent('staffNorth', { patientPubkey: member.pubkey })).body.code).toBe(
      'CLINIC_PATIENT_ACCOUNT_INVALID',
    );
    expect((await askConsent('admin', { patientPubkey: patient.pubkey })).body.code).toBe(
      'CLINIC_ETABLISSEMENT_REQUIRED',
    );
    const other = { patientPubkey: patient.pubkey, etablissementPubkey: south.etablissement.pubkey };
    expect((await askConsent('staffNorth', other)).body.code).toBe('CLINIC_ETABLISSEMENT_UNKNOWN');
    expect((await askConsent('doctor', { patientPubkey: patient.pubkey })).status).toBe(403);
  });

  it('refuses a wrong code (its attempt spent), then adds the patient with the right one, audited, the code spent', async () => {
    clock.advance(60_000);
    const patient = await insertReachablePatient(t);
    const code = await consentCode(t, as.staffNorth, patient);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await attach('staffNorth', { patientPubkey: patient.pubkey, consentCode: wrong }, 'en');
    expect([refused.status, refused.body.code]).toEqual([400, 'CLINIC_PATIENT_CONSENT_INVALID']);
    expect(refused.body.details).toEqual([
      {
        path: 'body.consentCode',
        code: 'CLINIC_PATIENT_CONSENT_INVALID',
        message: "The patient's consent code is wrong or has expired.",
      },
    ]);
    expect((await codesOf(patient)).map((row) => row.attempts)).toEqual([1]);
    expect((await fileFor('staffNorth', patient)).status).toBe(404);

    const added = await attach('staffNorth', { patientPubkey: patient.pubkey, consentCode: code, notes: 'Asthma' });
    expect([added.status, added.body.notes]).toEqual([201, 'Asthma']);
    expect((await fileFor('staffNorth', patient)).status).toBe(200);
    const [event] = await eventsOf(t, patient.pubkey);
    expect(event?.action).toBe('patient.create');
    expect(event?.after).toMatchObject({ etablissementPubkey: north.etablissement.pubkey, consent: 'code' });
    const [row] = await codesOf(patient);
    expect([row?.attempts, row?.consumedAt]).toEqual([2, expect.any(Date)]);
  });

  it('binds the code to its clinic, its desk and its patient', async () => {
    clock.advance(60_000);
    const patient = await insertReachablePatient(t);
    const stranger = await insertReachablePatient(t);
    const code = await consentCode(t, as.staffNorth, patient);
    const elsewhere = await attach('staffSouth', { patientPubkey: patient.pubkey, consentCode: code });
    expect(elsewhere.body.code).toBe('CLINIC_PATIENT_CONSENT_INVALID');
    const another = await attach('staffNorth', { patientPubkey: stranger.pubkey, consentCode: code });
    expect(another.body.code).toBe('CLINIC_PATIENT_CONSENT_INVALID');
    expect((await attach('staffNorth', { patientPubkey: patient.pubkey, consentCode: code })).status).toBe(201);
    // Spent: the next clinic needs a code of its own.
    const reused = await attach('staffSouth', { patientPubkey: patient.pubkey, consentCode: code });
    expect(reused.body.code).toBe('CLINIC_PATIENT_CONSENT_INVALID');
    expect((await fileFor('staffSouth', patient)).status).toBe(404);
  });

  it('lets an admin add a patient to a clinic without a code, audited as the admin’s call', async () => {
    const patient = await insertReachablePatient(t);
    const added = await attach('admin', {
      patientPubkey: patient.pubkey,
      etablissementPubkey: north.etablissement.pubkey,
    });
    expect(added.status).toBe(201);
    expect((await fileFor('staffNorth', patient)).status).toBe(200);
    const [event] = await eventsOf(t, patient.pubkey);
    expect(event?.after).toMatchObject({ etablissementPubkey: north.etablissement.pubkey, consent: 'admin' });
  });

  it('needs no code for a patient who booked at the clinic themself', async () => {
    const patient = await insertReachablePatient(t);
    const doctor = await insertDoctor(t, north);
    const own = {
      doctorPubkey: doctor.user.pubkey,
      consultationType: doctor.types.pending,
      start: riyadhAt(3, '10:00'),
    };
    expect((await book(t, await bearerFor(t, patient), own)).status).toBe(201);
    const added = await attach('staffNorth', { patientPubkey: patient.pubkey });
    expect(added.status).toBe(201);
    const [event] = await eventsOf(t, patient.pubkey);
    expect(event?.after).toMatchObject({ consent: 'scope' });
  });
});
