import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClinicPatient, insertPatient, bearerFor } from '../../../test/clinic-fixtures.js';
import { insertTeam, localDate, type Team } from '../../../test/schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';

/** Issue 35: joining, listing and leaving the waitlist; the window, target, duplicate and live-limit rules. */
let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
}, 180_000);
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, headers: object, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, ...(payload ? { payload } : {}) });
const join = (headers: object, body: object, lang?: string) => inject('POST', '/api/waitlist', headers, body, lang);
const forDoctor = (extra: object = {}) => ({
  doctorPubkey: team.doctor.user.pubkey,
  fromDate: localDate(1),
  toDate: localDate(10),
  ...extra,
});

describe('joining the waitlist', () => {
  it('puts the patient on a doctor’s list, shows it in their own list and audits it', async () => {
    const patient = await bearerFor(t, await insertPatient(t));
    const res = await join(
      patient,
      forDoctor({ fromTime: '09:00', toTime: '12:30', consultationType: team.doctor.types.pending }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      status: 'ACTIVE',
      doctor: { pubkey: team.doctor.user.pubkey },
      fromDate: localDate(1),
      toDate: localDate(10),
      fromTime: '09:00',
      toTime: '12:30',
      consultationType: { pubkey: team.doctor.types.pending },
      offer: null,
      offerCount: 0,
    });
    const mine = await inject('GET', '/api/waitlist', patient);
    expect(mine.json().items.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expect((await eventsOf(t, entry.id)).map((e) => e.action)).toContain('waitlist.join');
  });

  it('refuses a second live entry for the same target, and a sixth live entry', async () => {
    const patient = await bearerFor(t, await insertPatient(t));
    expect((await join(patient, forDoctor())).statusCode).toBe(201);
    const again = await join(patient, forDoctor({ toDate: localDate(12) }));
    expect([again.statusCode, again.json().code]).toEqual([409, 'CLINIC_WAITLIST_DUPLICATE']);
    for (const doctor of [team.colleague, team.stranger])
      expect((await join(patient, forDoctor({ doctorPubkey: doctor.user.pubkey }))).statusCode).toBe(201);
    const types = [team.doctor.types.pending, team.doctor.types.autoConfirm];
    for (const consultationType of types)
      expect((await join(patient, forDoctor({ consultationType }))).statusCode).toBe(201);
    const sixth = await join(
      patient,
      forDoctor({ consultationType: team.colleague.types.pending, doctorPubkey: team.colleague.user.pubkey }),
    );
    expect([sixth.statusCode, sixth.json().code]).toEqual([409, 'CLINIC_WAITLIST_LIMIT']);
  });

  it('refuses a window in the past, longer than 60 days, or with its times out of order, in Arabic too', async () => {
    const patient = await bearerFor(t, await insertPatient(t));
    for (const body of [
      forDoctor({ fromDate: localDate(-1) }),
      forDoctor({ toDate: localDate(70) }),
      forDoctor({ fromDate: localDate(5), toDate: localDate(4) }),
      forDoctor({ fromTime: '12:00', toTime: '09:00' }),
      forDoctor({ fromTime: '12:00' }),
    ]) {
      const res = await join(patient, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'CLINIC_WAITLIST_WINDOW']);
    }
    const ar = await join(patient, forDoctor({ fromDate: localDate(-1) }), 'ar');
    expect(ar.json().message).toMatch(/فترة الانتظار/);
  });

  it('wants a doctor, or a speciality with its clinic; a type only with a doctor, and one of theirs', async () => {
    const patient = await bearerFor(t, await insertPatient(t));
    const none = await join(patient, { fromDate: localDate(1), toDate: localDate(2) });
    expect([none.statusCode, none.json().code]).toEqual([400, 'CLINIC_WAITLIST_TARGET']);
    const foreignType = await join(patient, forDoctor({ consultationType: team.colleague.types.pending }));
    expect([foreignType.statusCode, foreignType.json().code]).toEqual([409, 'CLINIC_TYPE_NOT_OFFERED']);
    const noClinic = await join(patient, {
      specialityPubkey: team.clinic.room.pubkey,
      fromDate: localDate(1),
      toDate: localDate(2),
    });
    expect([noClinic.statusCode, noClinic.json().code]).toEqual([400, 'CLINIC_WAITLIST_TARGET']);
  });
});

describe('the care team and the list', () => {
  it('lets staff add a patient of their clinic’s doctor, not another clinic’s, and lists the doctor’s entries in order', async () => {
    const patient = await insertClinicPatient(t, team.clinic.etablissement.id);
    const added = await join(
      team.as.staff,
      forDoctor({ doctorPubkey: team.colleague.user.pubkey, patientPubkey: patient.pubkey }),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().patient.pubkey).toBe(patient.pubkey);
    const foreign = await join(
      team.as.staff,
      forDoctor({ doctorPubkey: team.stranger.user.pubkey, patientPubkey: patient.pubkey }),
    );
    expect(foreign.statusCode).toBe(403);
    const list = await inject('GET', `/api/waitlist?doctorPubkey=${team.colleague.user.pubkey}`, team.as.staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((e: { id: string }) => e.id)).toContain(added.json().id);
    const own = await inject('GET', '/api/waitlist', team.as.colleague);
    expect(own.json().items.map((e: { id: string }) => e.id)).toContain(added.json().id);
    const other = await inject('GET', `/api/waitlist?doctorPubkey=${team.colleague.user.pubkey}`, team.as.otherStaff);
    expect(other.statusCode).toBe(404);
  });

  it('lets the patient leave once; another patient does not even find the entry', async () => {
    const patient = await bearerFor(t, await insertPatient(t));
    const entry = (await join(patient, forDoctor())).json();
    const stranger = await inject('POST', `/api/waitlist/${entry.id}/leave`, team.as.patient);
    expect(stranger.statusCode).toBe(404);
    const left = await inject('POST', `/api/waitlist/${entry.id}/leave`, patient);
    expect([left.statusCode, left.json().status]).toEqual([200, 'LEFT']);
    const again = await inject('POST', `/api/waitlist/${entry.id}/leave`, patient);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CLINIC_WAITLIST_STATE']);
    // Gone from the live list, so the same target may be joined again.
    expect((await join(patient, forDoctor())).statusCode).toBe(201);
  });

  it('has nothing to confirm or decline while no seat is held', async () => {
    const patient = await bearerFor(t, await insertPatient(t));
    const entry = (await join(patient, forDoctor())).json();
    for (const action of ['confirm', 'decline']) {
      const res = await inject('POST', `/api/waitlist/${entry.id}/${action}`, patient);
      expect([res.statusCode, res.json().code]).toEqual([409, 'CLINIC_WAITLIST_STATE']);
    }
  });
});
