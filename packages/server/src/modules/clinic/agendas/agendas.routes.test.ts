import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDoctor } from '../../../test/clinic-fixtures.js';
import { agendaBody, call, createAgenda, insertTeam, localDate, type Team } from '../../../test/schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
}, 180_000);
afterAll(() => t.close());

describe('POST /api/agendas', () => {
  it('creates a doctor’s agenda with its consultation types, in the clinic’s terms, audited', async () => {
    const body = agendaBody(team.doctor.user.pubkey, {
      weeklyHours: {
        0: [
          { start: '١٦:٠٠', end: '21:00' },
          { start: '09:00', end: '13:00' },
        ],
      },
      patientsLimit: 2,
    });
    const agenda = await createAgenda(t, team.as.staff, body);
    expect(agenda).toMatchObject({
      doctor: { pubkey: team.doctor.user.pubkey },
      etablissementPubkey: team.clinic.etablissement.pubkey,
      timeZone: 'Asia/Riyadh',
      startDate: localDate(200),
      endDate: localDate(230),
      consultationDuration: 30,
      patientsLimit: 2,
    });
    expect(agenda.weeklyHours['0']).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '16:00', end: '21:00' },
    ]);
    expect(agenda.weeklyHours['3']).toEqual([]);
    expect(agenda.consultationTypes).toEqual([
      expect.objectContaining({
        nameEn: 'Consultation',
        autoConfirm: false,
        cancellationCutoffHours: null,
        retired: false,
      }),
    ]);
    const [event] = await eventsOf(t, agenda.id);
    expect(event).toMatchObject({ action: 'agenda.create', entity: 'agenda' });
    const fetched = await call(t, 'GET', `/api/agendas/${agenda.id}`, team.as.doctor);
    expect(fetched.body).toEqual(agenda);
  });

  it('lets the doctor make their own, staff their clinic’s, an admin anyone’s; others 404, 403 or 401', async () => {
    const newDoctor = async () => (await insertDoctor(t, team.clinic, { roomId: null })).user.pubkey;
    const cases: [keyof Team['as'] | null, string, number][] = [
      ['doctor', team.doctor.user.pubkey, 201],
      ['staff', await newDoctor(), 201],
      ['admin', team.stranger.user.pubkey, 201],
      ['colleague', await newDoctor(), 404],
      ['otherStaff', await newDoctor(), 404],
      ['patient', await newDoctor(), 403],
      [null, await newDoctor(), 401],
    ];
    for (const [who, doctor, status] of cases) {
      const body = agendaBody(doctor, { startDate: localDate(300), endDate: localDate(300) });
      const res = await call(t, 'POST', '/api/agendas', who ? team.as[who] : {}, body);
      expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(status);
    }
  });

  it('refuses dates another agenda of the doctor already has, in Arabic and English (409)', async () => {
    const first = agendaBody(team.colleague.user.pubkey, { startDate: localDate(400), endDate: localDate(410) });
    await createAgenda(t, team.as.staff, first);
    for (const [lang, message] of [
      ['ar', 'لدى الطبيب جدول مواعيد آخر في بعض هذه التواريخ.'],
      ['en', 'This doctor already has an agenda on some of these dates.'],
    ]) {
      const overlapping = { ...first, startDate: localDate(410), endDate: localDate(420) };
      const res = await call(t, 'POST', '/api/agendas', { ...team.as.staff, 'accept-language': lang }, overlapping);
      expect(res).toEqual({ status: 409, body: { code: 'CLINIC_AGENDA_OVERLAP', message } });
    }
    const next = { ...first, startDate: localDate(411), endDate: localDate(420) };
    expect((await call(t, 'POST', '/api/agendas', team.as.staff, next)).status).toBe(201);
    // Another doctor's agenda may share the dates.
    const other = { ...first, doctorPubkey: team.doctor.user.pubkey };
    expect((await call(t, 'POST', '/api/agendas', team.as.staff, other)).status).toBe(201);
  });

  it('answers bad input with the fields at fault, in Arabic by default and in English', async () => {
    const bad = agendaBody(team.doctor.user.pubkey, {
      startDate: localDate(12),
      endDate: localDate(10),
      weeklyHours: {
        1: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
        2: [{ start: '14:00', end: '10:00' }],
        3: [{ start: '25:00', end: '26:00' }],
      },
      patientsLimit: 0,
      consultationTypes: [],
    });
    const arabic = await call(t, 'POST', '/api/agendas', team.as.staff, bad);
    expect(arabic.status).toBe(400);
    const paths = arabic.body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.weeklyHours.1.1.start',
        'body.weeklyHours.2.0.end',
        'body.weeklyHours.3.0.start',
        'body.patientsLimit',
        'body.consultationTypes',
      ]),
    );
    const overlap = arabic.body.details.find((d: { path: string }) => d.path === 'body.weeklyHours.1.1.start');
    expect(overlap.message).toBe('تتداخل هذه الفترة مع فترة أخرى في اليوم نفسه.');
    const english = await call(t, 'POST', '/api/agendas', { ...team.as.staff, 'accept-language': 'en' }, bad);
    const order = english.body.details.find((d: { path: string }) => d.path === 'body.weeklyHours.2.0.end');
    expect(order.message).toBe('The end must come after the start.');
    const noHours = agendaBody(team.doctor.user.pubkey, {
      weeklyHours: {},
      startDate: localDate(12),
      endDate: localDate(10),
    });
    const res = await call(t, 'POST', '/api/agendas', { ...team.as.staff, 'accept-language': 'en' }, noHours);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'body.weeklyHours', code: 'custom', message: 'Set working hours for at least one day.' },
        { path: 'body.endDate', code: 'custom', message: 'The end date cannot be before the start date.' },
      ]),
    );
  });
});
