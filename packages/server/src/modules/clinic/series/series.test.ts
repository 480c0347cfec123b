import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  book,
  clinicApp,
  insertAppointment,
  insertClinic,
  insertClinicPatient,
  insertDoctor,
  riyadhAt,
  sqlRows,
  type ClinicFixture,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import { inboxOf, outboxOf, withPhone } from '../../../test/notice-kit.js';
import { eventsOf } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';

let t: TestApp;
let clinic: ClinicFixture;
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, clinic, staff } = await clinicApp());
}, 180_000);
afterAll(() => t.close());

const DAY = 86_400_000;
const post = (url: string, payload: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function setup() {
  const doctor = await insertDoctor(t, clinic, { roomId: null });
  const patient = await withPhone(t, await insertClinicPatient(t, clinic.etablissement.id));
  return { doctor, patient };
}

const rule = (doctor: DoctorFixture, patient: UserRow, extra: Record<string, unknown> = {}) => ({
  doctorPubkey: doctor.user.pubkey,
  patientPubkey: patient.pubkey,
  consultationType: doctor.types.autoConfirm,
  start: riyadhAt(3, '10:00'),
  unit: 'weeks',
  every: 1,
  count: 4,
  ...extra,
});

const seriesRows = (doctor: DoctorFixture) =>
  sqlRows<{ n: number }>(
    t,
    sql`select count(*)::int as n from appointments where doctor_id = ${doctor.user.id} and series_id is not null`,
  );

/** A seat taken by someone else at the series' second occurrence, and the patient busy elsewhere at its third. */
async function conflicts(doctor: DoctorFixture, patient: UserRow) {
  // Rows straight into the table take a room: each test's their own, so the days may repeat.
  const place = await insertClinic(t, 'Elsewhere');
  await insertAppointment(t, doctor, await insertClinicPatient(t, clinic.etablissement.id), place, {
    start: riyadhAt(10, '10:00'),
    status: 'planed',
  });
  const elsewhere = await insertDoctor(t, place, { roomId: null });
  await insertAppointment(t, elsewhere, patient, await insertClinic(t, 'Third'), {
    start: riyadhAt(17, '10:00'),
    status: 'planed',
  });
}

describe('recurring series', () => {
  it('previews each occurrence free or in conflict with its localised reason, and books nothing', async () => {
    const { doctor, patient } = await setup();
    await conflicts(doctor, patient);
    const res = await post('/api/appointment-series/preview', rule(doctor, patient), {
      ...staff,
      'accept-language': 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { occurrences } = res.json<{ occurrences: Array<Record<string, unknown>> }>();
    expect(occurrences.map((o) => [o.index, o.start, o.state, o.reason ?? null])).toEqual([
      [1, new Date(riyadhAt(3, '10:00')).toISOString(), 'free', null],
      [2, new Date(riyadhAt(10, '10:00')).toISOString(), 'conflict', 'CLINIC_NO_FREE_APPOINTMENTS'],
      [3, new Date(riyadhAt(17, '10:00')).toISOString(), 'conflict', 'CLINIC_PATIENT_OVERLAP'],
      [4, new Date(riyadhAt(24, '10:00')).toISOString(), 'free', null],
    ]);
    expect(occurrences[1]!.message).toBe('No appointments available.');
    expect(occurrences[0]!.end).toBe(new Date(riyadhAt(3, '10:30')).toISOString());
    const ar = await post('/api/appointment-series/preview', rule(doctor, patient));
    expect(ar.json().occurrences[2].message).toBe('لدى المريض موعد آخر في هذا الوقت.');
    expect((await seriesRows(doctor))[0]!.n).toBe(0);
    expect(await inboxOf(t, patient)).toEqual([]);
  });

  it('names the calendar’s refusals: beyond the agenda, closed days', async () => {
    const { doctor, patient } = await setup();
    const res = await post(
      '/api/appointment-series/preview',
      rule(doctor, patient, { unit: 'days', every: 60, count: 3 }),
    );
    expect(res.json().occurrences.map((o: { reason?: string }) => o.reason ?? 'free')).toEqual([
      'free',
      'free',
      'CLINIC_SLOT_UNAVAILABLE',
    ]);
  });

  it('books all or nothing by default: 409 listing the conflicts, and not one row written', async () => {
    const { doctor, patient } = await setup();
    await conflicts(doctor, patient);
    const res = await post('/api/appointment-series', rule(doctor, patient), { ...staff, 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CLINIC_SERIES_CONFLICT',
      message: 'Some appointments of the series are not available, so none was booked.',
      details: [
        { path: 'occurrences.2', code: 'CLINIC_NO_FREE_APPOINTMENTS' },
        { path: 'occurrences.3', code: 'CLINIC_PATIENT_OVERLAP' },
      ],
    });
    expect((await seriesRows(doctor))[0]!.n).toBe(0);
    const series = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointment_series where doctor_id = ${doctor.user.id}`,
    );
    expect(series[0]!.n).toBe(0);
  });

  it('books the free ones only when asked, numbered in the series, with one notice to the patient and the doctor', async () => {
    const { doctor, patient } = await setup();
    const doctorUser = await withPhone(t, doctor.user);
    await conflicts(doctor, patient);
    const res = await post('/api/appointment-series', { ...rule(doctor, patient), mode: 'free-only' });
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    expect(series).toMatchObject({ unit: 'weeks', every: 1, count: 4, size: 2, patient: { pubkey: patient.pubkey } });
    expect(
      series.appointments.map((a: { start: string; status: string; series: object }) => [a.start, a.status, a.series]),
    ).toEqual([
      [new Date(riyadhAt(3, '10:00')).toISOString(), 'Planed', { pubkey: series.id, index: 1, count: 2 }],
      [new Date(riyadhAt(24, '10:00')).toISOString(), 'Planed', { pubkey: series.id, index: 2, count: 2 }],
    ]);
    expect(await inboxOf(t, patient)).toHaveLength(1);
    expect((await inboxOf(t, patient))[0]).toMatch(
      /^A series of appointments was booked for you: .* 2 appointments, this one first\.$/,
    );
    const outbox = await outboxOf(t, patient);
    expect(outbox.map((m) => m.channel)).toEqual(['email', 'sms']);
    // The one email invites to each visit: an .ics a visit, each with that appointment's own UID.
    const invite = outbox[0]!.calendar!;
    expect(invite.method).toBe('REQUEST');
    const uids = [invite.content, ...(invite.more ?? [])].map((ics) => /^UID:(.*)\r?$/m.exec(ics)?.[1]);
    expect(uids).toEqual(series.appointments.map((a: { id: string }) => `${a.id}@bayan`));
    expect(await inboxOf(t, doctorUser)).toHaveLength(1);
    expect((await eventsOf(t, series.id)).map((e) => e.action)).toEqual(['appointment_series.book']);
    expect((await eventsOf(t, series.appointments[1].id)).map((e) => e.action)).toEqual(['appointment.book']);
    // The list and GET show the marker.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/appointments?patient=${patient.pubkey}`,
      headers: staff,
    });
    expect(list.json().data.map((a: { series?: { index: number } }) => a.series?.index)).toEqual([1, 2]);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/appointment-series/${series.id}`,
      headers: await bearerFor(t, patient),
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().appointments).toHaveLength(2);
    const stranger = await bearerFor(t, await insertClinicPatient(t, clinic.etablissement.id));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/appointment-series/${series.id}`, headers: stranger }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad rules with localised 4xx: too many, too far, too few, both ends, a patient booking', async () => {
    const { doctor, patient } = await setup();
    const preview = (extra: Record<string, unknown>, headers: Record<string, string> = staff) =>
      post('/api/appointment-series/preview', rule(doctor, patient, extra), headers);
    const tooMany = await preview({
      unit: 'days',
      count: undefined,
      until: new Date(Date.parse(riyadhAt(3, '12:00')) + 60 * DAY).toISOString().slice(0, 10),
    });
    expect(tooMany.json()).toMatchObject({
      code: 'CLINIC_SERIES_TOO_MANY',
      message: 'السلسلة أطول من الحد: ٥٢ موعداً على الأكثر.',
    });
    expect(tooMany.statusCode).toBe(400);
    const far = await preview({ every: 30, count: 3 });
    expect([far.statusCode, far.json().code]).toEqual([400, 'CLINIC_SERIES_TOO_FAR']);
    const few = await preview({ count: undefined, until: riyadhAt(4, '12:00').slice(0, 10) });
    expect([few.statusCode, few.json().code]).toEqual([400, 'CLINIC_SERIES_TOO_FEW']);
    const both = await preview({ until: riyadhAt(40, '12:00').slice(0, 10) }, { ...staff, 'accept-language': 'en' });
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain('Give either the number of appointments or an end date, not both.');
    const zero = await preview({ every: 0 });
    expect(zero.statusCode).toBe(400);
    const tooBig = await preview({ count: 53 });
    expect(tooBig.statusCode).toBe(400);
    // Numbers typed in Arabic-Indic digits are read as the same numbers.
    const arabic = await preview({ every: '١', count: '٣' });
    expect([arabic.statusCode, arabic.json().occurrences?.length]).toEqual([200, 3]);
    const asPatient = await preview({}, await bearerFor(t, patient));
    expect(asPatient.statusCode).toBe(403);
  });

  it('cancels this one and the following in one go, with one notice, and leaves earlier ones', async () => {
    const { doctor, patient } = await setup();
    const res = await post('/api/appointment-series', rule(doctor, patient));
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    const before = (await outboxOf(t, patient)).length;
    const [, second] = series.appointments;
    const noReason = await post(`/api/appointment-series/${series.id}/cancel`, { from: second.id });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'CLINIC_REASON_REQUIRED']);
    const cancel = await post(`/api/appointment-series/${series.id}/cancel`, { from: second.id, reason: 'Travelling' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().appointments.map((a: { status: string }) => a.status)).toEqual([
      'Planed',
      'Canceled',
      'Canceled',
      'Canceled',
    ]);
    const inbox = await inboxOf(t, patient);
    expect(inbox.at(-1)).toMatch(
      /^Appointments of your series were canceled: .* 3 appointments, this one first\. Reason: Travelling$/,
    );
    const told = (await outboxOf(t, patient)).slice(before);
    expect(told.map((m) => m.channel)).toEqual(['email', 'sms']);
    // The email calls off each canceled visit in the patient's calendar: a METHOD:CANCEL .ics each, by its UID.
    const invite = told[0]!.calendar!;
    expect(invite.method).toBe('CANCEL');
    const uids = [invite.content, ...(invite.more ?? [])].map((ics) => /^UID:(.*)\r?$/m.exec(ics)?.[1]);
    expect(uids).toEqual(series.appointments.slice(1).map((a: { id: string }) => `${a.id}@bayan`));
    expect((await eventsOf(t, series.id)).map((e) => e.action)).toEqual([
      'appointment_series.book',
      'appointment_series.cancel',
    ]);
    const again = await post(`/api/appointment-series/${series.id}/cancel`, { from: second.id, reason: 'x' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CLINIC_SERIES_NOTHING_TO_CANCEL']);
    // One occurrence alone: the ordinary cancel.
    const one = await post(`/api/appointments/${series.appointments[0].id}/cancel`, { reason: 'Ill' });
    expect(one.json()).toMatchObject({ status: 'Canceled', series: { pubkey: series.id, index: 1, count: 4 } });
  });

  it('moves one occurrence by the ordinary reschedule: it stays in the series at its place', async () => {
    const { doctor, patient } = await setup();
    const series = (await post('/api/appointment-series', rule(doctor, patient, { count: 3 }))).json();
    const moved = await post(`/api/appointments/${series.appointments[1].id}/reschedule`, {
      start: riyadhAt(11, '12:00'),
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().series).toEqual({ pubkey: series.id, index: 2, count: 3 });
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/appointment-series/${series.id}`, headers: staff })
    ).json();
    expect(
      got.appointments.map((a: { status: string; series: { index: number } }) => [a.status, a.series.index]),
    ).toEqual([
      ['Planed', 1],
      ['Canceled', 2],
      ['Planed', 2],
      ['Planed', 3],
    ]);
  });

  it('counts the standing visits in its marker; a canceled one keeps its booked place of the series as booked', async () => {
    const { doctor, patient } = await setup();
    const series = (await post('/api/appointment-series', rule(doctor, patient))).json();
    const [first, second, third, fourth] = series.appointments.map((a: { id: string }) => a.id);
    const markers = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/appointment-series/${series.id}`, headers: staff }))
        .json()
        .appointments.map((a: { id: string; status: string; series: { index: number; count: number } }) => [
          a.id,
          a.status,
          `${a.series.index} of ${a.series.count}`,
        ]);
    const canceled = await post(`/api/appointments/${second}/cancel`, { reason: 'Ill' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().series).toEqual({ pubkey: series.id, index: 2, count: 4 });
    expect(await markers()).toEqual([
      [first, 'Planed', '1 of 3'],
      [second, 'Canceled', '2 of 4'],
      [third, 'Planed', '2 of 3'],
      [fourth, 'Planed', '3 of 3'],
    ]);
    // A moved visit keeps its place among the standing ones; the seat it left is a canceled one.
    const moved = await post(`/api/appointments/${third}/reschedule`, { start: riyadhAt(18, '12:00') });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().series).toEqual({ pubkey: series.id, index: 2, count: 3 });
    // The lists say the same as the series.
    const one = await t.app.inject({ method: 'GET', url: `/api/appointments/${fourth}`, headers: staff });
    expect(one.json().series).toEqual({ pubkey: series.id, index: 3, count: 3 });
    const rest = await post(`/api/appointment-series/${series.id}/cancel`, { from: moved.json().id, reason: 'Away' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await markers()).toEqual([
      [first, 'Planed', '1 of 1'],
      [second, 'Canceled', '2 of 4'],
      [third, 'Canceled', '3 of 4'],
      [moved.json().id, 'Canceled', '3 of 4'],
      [fourth, 'Canceled', '4 of 4'],
    ]);
  });

  it('replays an Idempotency-Key with the first series', async () => {
    const { doctor, patient } = await setup();
    const headers = { ...staff, 'idempotency-key': `series-${patient.pubkey}` };
    const first = await post('/api/appointment-series', rule(doctor, patient, { count: 2 }), headers);
    const second = await post('/api/appointment-series', rule(doctor, patient, { count: 2 }), headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    const other = await post('/api/appointment-series', rule(doctor, patient, { count: 3 }), headers);
    expect([other.statusCode, other.json().code]).toEqual([409, 'CLINIC_IDEMPOTENCY_KEY_REUSED']);
    const single = await book(t, staff, {
      doctorPubkey: doctor.user.pubkey,
      consultationType: doctor.types.pending,
      start: riyadhAt(3, '10:00'),
      patientPubkey: patient.pubkey,
    });
    expect(single.status).toBe(409);
  });
});
