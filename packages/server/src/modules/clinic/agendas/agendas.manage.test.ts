import type { Agenda } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment, insertDoctor, riyadhAt } from '../../../test/clinic-fixtures.js';
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
