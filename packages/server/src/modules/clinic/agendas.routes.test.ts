import type { Agenda } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment, insertDoctor, riyadhAt } from '../../test/clinic-fixtures.js';
import { agendaBody, call, createAgenda, insertTeam, localDate, type Team } from '../../test/schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventsOf } from '../../test/users-fixtures.js';

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

describe('GET /api/agendas', () => {
  it('lists a doctor’s own, a clinic’s for its staff, all for admins; filters narrow, never widen', async () => {
    const ids = async (who: keyof Team['as'], query = '') => {
      const res = await call(t, 'GET', `/api/agendas?limit=100${query}`, team.as[who]);
      expect(res.status).toBe(200);
      return (res.body.data as Agenda[]).map((agenda) => agenda.doctor.pubkey);
    };
    const { doctor, colleague, stranger, clinic, elsewhere } = team;
    expect(new Set(await ids('doctor'))).toEqual(new Set([doctor.user.pubkey]));
    expect(await ids('staff')).toContain(colleague.user.pubkey);
    expect(await ids('staff')).not.toContain(stranger.user.pubkey);
    expect(await ids('otherStaff')).toEqual(expect.arrayContaining([stranger.user.pubkey]));
    expect(await ids('admin')).toEqual(expect.arrayContaining([doctor.user.pubkey, stranger.user.pubkey]));
    expect(await ids('staff', `&etablissement=${elsewhere.etablissement.pubkey}`)).toEqual([]);
    expect(await ids('doctor', `&doctor=${colleague.user.pubkey}`)).toEqual([]);
    expect(
      new Set(await ids('admin', `&etablissement=${clinic.etablissement.pubkey}&doctor=${colleague.user.pubkey}`)),
    ).toEqual(new Set([colleague.user.pubkey]));
    const today = await call(
      t,
      'GET',
      `/api/agendas?doctor=${doctor.user.pubkey}&activeOn=${localDate(0)}`,
      team.as.admin,
    );
    expect(today.body).toMatchObject({ total: 1, currentPage: 1 });
    expect(today.body.data[0].endDate >= localDate(0)).toBe(true);
    expect((await call(t, 'GET', '/api/agendas', team.as.patient)).status).toBe(403);
    expect((await call(t, 'GET', '/api/agendas')).status).toBe(401);
  });

  it('answers 404 for an agenda out of the caller’s scope', async () => {
    const agenda = await createAgenda(
      t,
      team.as.admin,
      agendaBody(team.stranger.user.pubkey, { startDate: localDate(500), endDate: localDate(501) }),
    );
    for (const who of ['staff', 'doctor', 'colleague'] as const) {
      const res = await call(t, 'GET', `/api/agendas/${agenda.id}`, team.as[who]);
      expect(res.body.code).toBe('CLINIC_AGENDA_NOT_FOUND');
      expect((await call(t, 'PATCH', `/api/agendas/${agenda.id}`, team.as[who], { patientsLimit: 3 })).status).toBe(
        404,
      );
      expect((await call(t, 'DELETE', `/api/agendas/${agenda.id}`, team.as[who])).status).toBe(404);
    }
    expect((await call(t, 'GET', `/api/agendas/${agenda.id}`, team.as.otherStaff)).status).toBe(200);
  });
});

describe('PATCH and DELETE /api/agendas/:pubkey', () => {
  it('changes hours and limit, audited with before and after, and availability follows', async () => {
    const agenda = await createAgenda(
      t,
      team.as.doctor,
      agendaBody(team.doctor.user.pubkey, { startDate: localDate(125), endDate: localDate(150) }),
    );
    const day = localDate(130);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const patch = { weeklyHours: { [weekday]: [{ start: '10:00', end: '11:00' }] }, patientsLimit: 3 };
    const res = await call(t, 'PATCH', `/api/agendas/${agenda.id}`, team.as.staff, patch);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ patientsLimit: 3, consultationTypes: agenda.consultationTypes });
    const events = await eventsOf(t, agenda.id);
    expect(events.map((e) => e.action)).toEqual(['agenda.create', 'agenda.update']);
    expect(events[1]!.before).toMatchObject({ patientsLimit: 1 });
    const slots = await call(t, 'GET', `/api/doctors/${team.doctor.user.pubkey}/availability?from=${day}&to=${day}`);
    expect(
      slots.body.days[0].slots.map((s: { start: string; seatsLeft: number }) => [s.start.slice(11, 16), s.seatsLeft]),
    ).toEqual([
      ['10:00', 3],
      ['10:30', 3],
    ]);
    const overlap = await call(t, 'PATCH', `/api/agendas/${agenda.id}`, team.as.staff, { startDate: localDate(100) });
    expect(overlap.body.code).toBe('CLINIC_AGENDA_OVERLAP');
    const reversed = await call(
      t,
      'PATCH',
      `/api/agendas/${agenda.id}`,
      { ...team.as.staff, 'accept-language': 'en' },
      { endDate: localDate(124) },
    );
    expect(reversed.body.details).toEqual([
      { path: 'body.endDate', code: 'custom', message: 'The end date cannot be before the start date.' },
    ]);
    expect((await call(t, 'PATCH', `/api/agendas/${agenda.id}`, team.as.staff, {})).status).toBe(400);
  });

  it('deletes an agenda nothing was booked on, and refuses one with appointments, even canceled ones', async () => {
    const unused = await createAgenda(
      t,
      team.as.staff,
      agendaBody(team.colleague.user.pubkey, { startDate: localDate(600), endDate: localDate(601) }),
    );
    expect((await call(t, 'DELETE', `/api/agendas/${unused.id}`, team.as.colleague)).status).toBe(204);
    expect((await call(t, 'GET', `/api/agendas/${unused.id}`, team.as.staff)).status).toBe(404);
    expect((await eventsOf(t, unused.id)).map((e) => e.action)).toEqual(['agenda.create', 'agenda.delete']);
    const doctor = await insertDoctor(t, team.clinic, { roomId: null });
    await insertAppointment(t, doctor, team.patient, team.clinic, { start: riyadhAt(3, '10:00'), status: 'canceled' });
    const used = await call(t, 'GET', `/api/agendas?doctor=${doctor.user.pubkey}`, team.as.staff);
    const res = await call(t, 'DELETE', `/api/agendas/${used.body.data[0].id}`, team.as.staff);
    expect(res.body.code).toBe('CLINIC_AGENDA_IN_USE');
    expect(res.status).toBe(409);
  });
});
