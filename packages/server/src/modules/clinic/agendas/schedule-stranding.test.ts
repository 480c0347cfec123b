import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertAppointment,
  insertDoctor,
  insertPatient,
  riyadhAt,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import {
  agendaOf,
  bookFor,
  call,
  insertTeam,
  localDate,
  strandedIds,
  type Team,
} from '../../../test/schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';

/**
 * Agenda edits that would strand active bookings are refused with the appointments to cancel
 * first (issue 10); each kind of edit, and what does not count (past, canceled, already stranded).
 */
let t: TestApp;
let team: Team;
const en = (as: object) => ({ ...as, 'accept-language': 'en' });

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t, { capacity: 2 });
}, 180_000);
afterAll(() => t.close());

/** A doctor of the team's clinic with the fixture agenda (every day 06:00–23:00, 30-minute slots). */
async function newDoctor(capacity = 1): Promise<{ doctor: DoctorFixture; agenda: string }> {
  const doctor = await insertDoctor(t, team.clinic, { capacity, roomId: null });
  return { doctor, agenda: await agendaOf(t, doctor) };
}

const patch = (agenda: string, body: object, as = team.as.staff) =>
  call(t, 'PATCH', `/api/agendas/${agenda}`, en(as), body);

const everyDay = (start: string, end: string) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, [{ start, end }]]));

describe('PATCH /api/agendas/:pubkey refuses to strand active bookings', () => {
  it('shrinking the dates: 409 listing each appointment with its local start, patient and why', async () => {
    const { doctor, agenda } = await newDoctor();
    const kept = await bookFor(t, team.as.staff, doctor, riyadhAt(3, '10:00'));
    const lost = await bookFor(t, team.as.staff, doctor, riyadhAt(9, '10:00'));
    const res = await patch(agenda, { endDate: localDate(5) });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CLINIC_AGENDA_STRANDS_BOOKINGS');
    expect(res.body.message).toBe('This change would strand active appointments; cancel those listed first.');
    expect(res.body.details).toEqual([
      {
        path: `appointments.${lost}`,
        code: 'outside_agenda',
        message: expect.stringMatching(
          new RegExp(`^${localDate(9)} 10:00 .*Huda.*: outside the agenda’s days or hours$`),
        ),
      },
    ]);
    const arabic = await call(t, 'PATCH', `/api/agendas/${agenda}`, team.as.staff, { endDate: localDate(5) });
    expect(arabic.body.details[0].message).toMatch(/: خارج أيام الجدول أو ساعاته$/);
    expect(strandedIds(arabic.body)).not.toContain(kept);
    // Staff cancel it (the patient is told), then the same edit goes through.
    const cancel = await call(t, 'POST', `/api/appointments/${lost}/cancel`, team.as.staff, { reason: 'Doctor away' });
    expect(cancel.status).toBe(200);
    expect((await patch(agenda, { endDate: localDate(5) })).status).toBe(200);
  });

  it('shrinking the hours refuses; widening them does not', async () => {
    const { doctor, agenda } = await newDoctor();
    const evening = await bookFor(t, team.as.staff, doctor, riyadhAt(4, '20:00'));
    await bookFor(t, team.as.staff, doctor, riyadhAt(4, '09:00'));
    const res = await patch(agenda, { weeklyHours: everyDay('08:00', '18:00') });
    expect([res.status, strandedIds(res.body)]).toEqual([409, [evening]]);
    expect(res.body.details[0].code).toBe('outside_agenda');
    expect((await patch(agenda, { weeklyHours: everyDay('00:00', '24:00') })).status).toBe(200);
  });

  it('lowering the patients limit below a slot’s active bookings refuses', async () => {
    const { doctor, agenda } = await newDoctor(2);
    const pair = [
      await bookFor(t, team.as.staff, doctor, riyadhAt(5, '11:00')),
      await bookFor(t, team.as.staff, doctor, riyadhAt(5, '11:00')),
    ];
    await bookFor(t, team.as.staff, doctor, riyadhAt(5, '12:00'));
    const res = await patch(agenda, { patientsLimit: 1 });
    expect([res.status, strandedIds(res.body).sort()]).toEqual([409, pair.sort()]);
    expect(res.body.details.map((line: { code: string }) => line.code)).toEqual(['over_capacity', 'over_capacity']);
    expect((await patch(agenda, { patientsLimit: 3 })).status).toBe(200);
  });

  it('changing the slot length refuses when booked slots fall off the new grid', async () => {
    const { doctor, agenda } = await newDoctor();
    await bookFor(t, team.as.staff, doctor, riyadhAt(6, '10:00'));
    const offGrid = await bookFor(t, team.as.staff, doctor, riyadhAt(6, '12:30'));
    const res = await patch(agenda, { consultationDuration: 60 });
    expect([res.status, strandedIds(res.body)]).toEqual([409, [offGrid]]);
    expect(res.body.details[0].code).toBe('misaligned');
    expect((await patch(agenda, { consultationDuration: 15 })).status).toBe(200);
  });

  it('is not held back by past, canceled or already stranded appointments', async () => {
    const { doctor, agenda } = await newDoctor();
    await insertAppointment(t, doctor, team.patient, team.clinic, { start: riyadhAt(-2, '20:00'), status: 'planed' });
    await insertAppointment(t, doctor, await insertPatient(t), team.clinic, {
      start: riyadhAt(7, '20:00'),
      status: 'canceled',
    });
    // Booked straight into the table at 23:30, outside the agenda's 06:00–23:00 already.
    await insertAppointment(t, doctor, await insertPatient(t), team.clinic, {
      start: riyadhAt(8, '23:30'),
      status: 'pending',
    });
    const res = await patch(agenda, { weeklyHours: everyDay('06:00', '18:00') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await eventsOf(t, agenda)).map((event) => event.action)).toEqual(['agenda.update']);
  });
});

describe('POST /api/consultation-types/:pubkey/retire', () => {
  it('refuses while the type has active appointments ahead, then retires it: no longer offered or bookable', async () => {
    const { doctor } = await newDoctor();
    const booked = await bookFor(t, team.as.staff, doctor, riyadhAt(4, '15:00'), doctor.types.autoConfirm);
    const retire = () =>
      call(t, 'POST', `/api/consultation-types/${doctor.types.autoConfirm}/retire`, en(team.as.doctor));
    const refusal = await call(
      t,
      'POST',
      `/api/consultation-types/${doctor.types.autoConfirm}/retire`,
      en(team.as.staff),
    );
    expect([refusal.status, strandedIds(refusal.body)]).toEqual([409, [booked]]);
    expect(refusal.body.details[0].code).toBe('type_not_offered');
    // Another doctor of the clinic does not see it.
    expect((await retire()).body.code).toBe('CLINIC_CONSULTATION_TYPE_NOT_FOUND');
    await call(t, 'POST', `/api/appointments/${booked}/cancel`, team.as.staff, { reason: 'Type withdrawn' });
    const done = await call(t, 'POST', `/api/consultation-types/${doctor.types.autoConfirm}/retire`, team.as.staff);
    expect(done.body).toMatchObject({ id: doctor.types.autoConfirm, retired: true });
    const again = await call(t, 'POST', `/api/consultation-types/${doctor.types.autoConfirm}/retire`, team.as.staff);
    expect(again.status).toBe(200);
    const day = localDate(4);
    const offered = await call(
      t,
      'GET',
      `/api/doctors/${doctor.user.pubkey}/availability?from=${day}&to=${day}&type=${doctor.types.autoConfirm}`,
    );
    expect(offered.body.code).toBe('CLINIC_TYPE_NOT_OFFERED');
    const refused = await call(t, 'POST', '/api/appointments', team.as.patient, {
      doctorPubkey: doctor.user.pubkey,
      start: riyadhAt(4, '16:00'),
      consultationType: doctor.types.autoConfirm,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'CLINIC_TYPE_NOT_OFFERED']);
    expect((await eventsOf(t, doctor.types.autoConfirm)).map((event) => event.action)).toEqual([
      'consultation_type.retire',
    ]);
  });
});
