import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { bearerFor, insertStaff, type ClinicFixture } from '../../../test/clinic-fixtures.js';
import {
  call,
  consentCode,
  insertPatientFile,
  insertReachablePatient,
  openTwoClinics,
  yearsAgo,
} from '../../../test/people-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import type { UserRow } from '../../users/users.table.js';
import { eventsOf, findUserRow, insertUser, nationalId } from '../../../test/users-fixtures.js';

let t: TestApp;
let north: ClinicFixture;
let south: ClinicFixture;
let nora: UserRow;
/** Nora's consent codes go to one phone: a minute apart, as the OTP rules want. */
const clock = new FakeClock();
const as: Record<string, Record<string, string>> = {};
const key: Record<string, string> = {};

beforeAll(async () => {
  ({ t, north, south } = await openTwoClinics({ clock }));
  nora = await insertReachablePatient(t);
  key.nora = nora.pubkey;
  for (const name of ['fahd', 'badr']) key[name] = (await insertUser(t, { role: 'PATIENT' })).pubkey;
  key.taken = nationalId();
  await insertUser(t, { idNumber: key.taken });
  key.blocked = (await insertUser(t, { role: 'PATIENT', status: 'BLOCKED' })).pubkey;
  key.member = (await insertUser(t, { role: 'MEMBER' })).pubkey;
  key.southOnly = (await insertPatientFile(t, { firstName: 'Jamal' }, [south])).pubkey;
  as.admin = await t.bearer('admin@bayan.local');
  as.staffNorth = await bearerFor(t, await insertStaff(t, north));
  as.staffSouth = await bearerFor(t, await insertStaff(t, south));
  as.staffless = await bearerFor(t, await insertUser(t, { role: 'STAFF' }));
  as.doctor = await bearerFor(t, await insertUser(t, { role: 'DOCTOR' }));
  as.patient = await bearerFor(t, await insertUser(t, { role: 'PATIENT' }));
}, 180_000);
afterAll(() => t.close());

const post = (who: string | null, payload: object, lang: 'ar' | 'en' = 'ar') =>
  call(t, 'POST', '/api/patients', { headers: who ? as[who] : {}, payload, lang });
const patch = (who: string | null, pubkey: string, payload: object, lang: 'ar' | 'en' = 'ar') =>
  call(t, 'PATCH', `/api/patients/${pubkey}`, { headers: who ? as[who] : {}, payload, lang });

describe('POST /api/patients', () => {
  it('opens a file at the staff member’s desk, with what the desk records on the account, audited', async () => {
    const birthday = yearsAgo(40);
    const idNumber = nationalId();
    const consent = await consentCode(t, as.staffNorth, nora);
    const payload = { patientPubkey: key.nora, notes: 'Allergic to penicillin', gender: 'FEMALE', birthday, idNumber };
    const { status, body } = await post('staffNorth', { ...payload, consentCode: consent });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      pubkey: key.nora,
      notes: 'Allergic to penicillin',
      gender: 'FEMALE',
      age: 40,
      idNumber,
    });
    expect((await findUserRow(t, key.nora!))?.birthday).toBe(birthday);
    const [event] = await eventsOf(t, key.nora!);
    expect([event?.action, event?.entity]).toEqual(['patient.create', 'patient']);
    expect(event?.after).toMatchObject({ etablissementPubkey: north.etablissement.pubkey, idNumber, consent: 'code' });
    expect((await call(t, 'GET', `/api/patients/${key.nora}`, { headers: as.staffNorth })).status).toBe(200);
  });

  it('registers a patient once per clinic: again at the same desk is 409, at another desk 201', async () => {
    const again = await post('staffNorth', { patientPubkey: key.nora }, 'en');
    expect([again.status, again.body.message]).toEqual([409, 'This patient already has a file in this etablissement.']);
    expect((await call(t, 'GET', `/api/patients/${key.nora}`, { headers: as.staffSouth })).status).toBe(404);
    clock.advance(60_000);
    const consent = await consentCode(t, as.staffSouth, nora);
    expect((await post('staffSouth', { patientPubkey: key.nora, consentCode: consent })).status).toBe(201);
    expect((await call(t, 'GET', `/api/patients/${key.nora}`, { headers: as.staffSouth })).body.notes).toBe(
      'Allergic to penicillin',
    );
  });

  it('lets an admin open a file in no clinic or in one they name', async () => {
    expect((await post('admin', { patientPubkey: key.fahd })).status).toBe(201);
    expect((await post('admin', { patientPubkey: key.fahd })).body.code).toBe('CLINIC_PATIENT_EXISTS');
    const named = await post('admin', { patientPubkey: key.fahd, etablissementPubkey: south.etablissement.pubkey });
    expect(named.status).toBe(201);
    expect((await call(t, 'GET', `/api/patients/${key.fahd}`, { headers: as.staffSouth })).status).toBe(200);
  });

  it('names the wrong field, in Arabic and in English', async () => {
    const cases: [string, object, string, string, string, number][] = [
      [
        'staffNorth',
        { patientPubkey: key.member },
        'patientPubkey',
        'CLINIC_PATIENT_ACCOUNT_INVALID',
        'هذا الحساب ليس حساب مريض نشطاً.',
        400,
      ],
      [
        'staffNorth',
        { patientPubkey: key.blocked },
        'patientPubkey',
        'CLINIC_PATIENT_ACCOUNT_INVALID',
        'هذا الحساب ليس حساب مريض نشطاً.',
        400,
      ],
      [
        'staffNorth',
        { patientPubkey: key.badr, etablissementPubkey: south.etablissement.pubkey },
        'etablissementPubkey',
        'CLINIC_ETABLISSEMENT_UNKNOWN',
        'هذه العيادة غير موجودة.',
        400,
      ],
      [
        'admin',
        { patientPubkey: key.badr, idNumber: key.taken },
        'idNumber',
        'CLINIC_ID_NUMBER_TAKEN',
        'رقم الهوية هذا مستخدم في حساب آخر.',
        409,
      ],
    ];
    for (const [who, payload, field, code, message, status] of cases) {
      const res = await post(who, payload);
      expect([res.status, res.body.code, res.body.message], code).toEqual([status, code, message]);
      expect(res.body.details).toEqual([{ path: `body.${field}`, code, message }]);
    }
    const en = await post('staffNorth', { patientPubkey: key.member }, 'en');
    expect(en.body.message).toBe('This account is not an active patient account.');
    expect((await post('staffNorth', { patientPubkey: key.badr, idNumber: '123' })).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await call(t, 'GET', `/api/patients/${key.badr}`, { headers: as.admin })).status).toBe(404);
  });

  it('refuses other roles (403), anonymous callers (401) and staff without a clinic (403)', async () => {
    expect((await post(null, { patientPubkey: key.badr })).status).toBe(401);
    expect((await post('doctor', { patientPubkey: key.badr })).status).toBe(403);
    expect((await post('patient', { patientPubkey: key.badr })).status).toBe(403);
    expect((await post('staffless', { patientPubkey: key.badr })).body.code).toBe('CLINIC_STAFF_WITHOUT_CLINIC');
  });
});

describe('PATCH /api/patients/:pubkey', () => {
  it('changes the notes and the account’s fields of a file in scope, audited with before and after', async () => {
    const { status, body } = await patch('staffNorth', key.nora!, { notes: 'Diabetic', gender: 'MALE' });
    expect([status, body.notes, body.gender]).toEqual([200, 'Diabetic', 'MALE']);
    const event = (await eventsOf(t, key.nora!)).at(-1);
    expect([event?.action, event?.before, event?.after]).toMatchObject([
      'patient.update',
      { notes: 'Allergic to penicillin', gender: 'FEMALE' },
      { notes: 'Diabetic', gender: 'MALE' },
    ]);
  });

  it('answers 404 for a file out of scope, 409 for a taken ID number, 400 for an empty body', async () => {
    const other = await patch('staffNorth', key.southOnly!, { notes: 'x' }, 'en');
    expect([other.status, other.body.message]).toEqual([404, 'This patient does not exist.']);
    expect((await patch('admin', key.badr!, { notes: 'x' })).status).toBe(404);
    const taken = await patch('admin', key.nora!, { idNumber: key.taken }, 'en');
    expect([taken.status, taken.body.message]).toEqual([409, 'This ID number is used by another account.']);
    expect((await patch('admin', key.nora!, {})).status).toBe(400);
  });

  it('is the desk’s only', async () => {
    expect((await patch(null, key.nora!, { notes: 'x' })).status).toBe(401);
    expect((await patch('doctor', key.nora!, { notes: 'x' })).status).toBe(403);
    expect((await patch('patient', key.nora!, { notes: 'x' })).status).toBe(403);
    expect((await patch('staffless', key.nora!, { notes: 'x' })).body.code).toBe('CLINIC_STAFF_WITHOUT_CLINIC');
  });
});

describe('the ID-number probes of the desk (issue 29)', () => {
  it('answers the 11th new ID number one staff member tries in an hour with a 429 and Retry-After', async () => {
    const staff = await bearerFor(t, await insertStaff(t, north));
    const patient = await insertPatientFile(t, {}, [north]);
    const tries: number[] = [];
    for (let i = 0; i < 10; i++) {
      const idNumber = i === 3 ? key.taken! : nationalId();
      tries.push(
        (await call(t, 'PATCH', `/api/patients/${patient.pubkey}`, { headers: staff, payload: { idNumber } })).status,
      );
    }
    expect(tries).toEqual([200, 200, 200, 409, 200, 200, 200, 200, 200, 200]);
    const held = (await findUserRow(t, patient.pubkey))!.idNumber;
    // The number the account already holds asks nothing; a new one, or a taken one, is one probe too many.
    const same = await call(t, 'PATCH', `/api/patients/${patient.pubkey}`, {
      headers: staff,
      payload: { idNumber: held },
    });
    expect(same.status).toBe(200);
    for (const idNumber of [nationalId(), key.taken!]) {
      const limited = await call(t, 'PATCH', `/api/patients/${patient.pubkey}`, {
        headers: staff,
        payload: { idNumber },
        lang: 'en',
      });
      expect([limited.status, limited.body.code, limited.body.message]).toEqual([
        429,
        'RATE_LIMITED',
        'Too many requests, please try again later.',
      ]);
      expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Opening a file counts too: the same staff member's POST is limited alike.
    const fresh = await insertPatientFile(t, {}, [north]);
    const opened = await call(t, 'POST', '/api/patients', {
      headers: staff,
      payload: { patientPubkey: fresh.pubkey, idNumber: nationalId() },
    });
    expect(opened.status).toBe(429);
    expect((await findUserRow(t, patient.pubkey))!.idNumber).toBe(held);
  });
});
