import type { Block } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riyadhAt } from '../../../test/clinic-fixtures.js';
import { call, insertTeam, localDate, type Team } from '../../../test/schedule-fixtures.js';
import { createTestApp, type Bearer, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
}, 180_000);
afterAll(() => t.close());

const post = (as: Bearer | object, body: object) => call(t, 'POST', '/api/blocks', as, body);
const slotsOn = async (doctor: string, days: number, as: object = {}) => {
  const day = localDate(days);
  const res = await call(t, 'GET', `/api/doctors/${doctor}/availability?from=${day}&to=${day}`, as);
  return (res.body.days[0]?.slots ?? []) as { start: string; state: string }[];
};
const times = (slots: { start: string; state: string }[], state = 'Free') =>
  slots.filter((slot) => slot.state === state).map((slot) => slot.start.slice(11, 16));

describe('POST /api/blocks', () => {
  it('takes a doctor’s hours off in the clinic’s wall time (Arabic digits too), and availability follows', async () => {
    const day = localDate(10);
    const res = await post(team.as.doctor, {
      doctorPubkey: team.doctor.user.pubkey,
      from: `${day}T١٢:٠٠`,
      to: `${day}T14:00`,
      reason: 'Conference',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const block = res.body as Block;
    expect(block).toMatchObject({
      doctor: { pubkey: team.doctor.user.pubkey },
      etablissementPubkey: team.clinic.etablissement.pubkey,
      start: `${day}T12:00:00+03:00`,
      end: `${day}T14:00:00+03:00`,
      reason: 'Conference',
    });
    expect((await eventsOf(t, block.id)).map((event) => event.action)).toEqual(['block.create']);
    const visitor = times(await slotsOn(team.doctor.user.pubkey, 10));
    expect(visitor).toContain('11:30');
    expect(visitor).not.toContain('12:00');
    expect(visitor).not.toContain('13:30');
    expect(visitor).toContain('14:00');
    expect(times(await slotsOn(team.doctor.user.pubkey, 10, team.as.staff), 'Blocked')).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
    // Removing it gives the hours back.
    expect((await call(t, 'DELETE', `/api/blocks/${block.id}`, team.as.doctor)).status).toBe(204);
    expect(times(await slotsOn(team.doctor.user.pubkey, 10))).toContain('12:00');
    expect((await eventsOf(t, block.id)).map((event) => event.action)).toEqual(['block.create', 'block.delete']);
  });

  it('closes a whole clinic for whole days (a holiday) for every doctor of it', async () => {
    const res = await post(team.as.staff, {
      etablissementPubkey: team.clinic.etablissement.pubkey,
      from: localDate(20),
      to: localDate(21),
      reason: 'National Day',
    });
    expect(res.body).toMatchObject({
      doctor: null,
      start: `${localDate(20)}T00:00:00+03:00`,
      end: `${localDate(22)}T00:00:00+03:00`,
    });
    for (const doctor of [team.doctor, team.colleague]) {
      expect(await slotsOn(doctor.user.pubkey, 21)).toEqual([]);
      expect((await slotsOn(doctor.user.pubkey, 22)).length).toBeGreaterThan(0);
    }
    expect((await slotsOn(team.stranger.user.pubkey, 21)).length).toBeGreaterThan(0);
  });

  it('takes instants with an offset as given', async () => {
    const res = await post(team.as.admin, {
      doctorPubkey: team.stranger.user.pubkey,
      from: riyadhAt(30, '09:00'),
      to: `${localDate(30)}T10:30:00.000Z`,
    });
    expect(res.body).toMatchObject({
      start: `${localDate(30)}T09:00:00+03:00`,
      end: `${localDate(30)}T13:30:00+03:00`,
    });
  });

  it('lets a doctor take their own time off only; staff their clinic’s; admins any', async () => {
    const day = localDate(40);
    const own = (doctor: string) => ({ doctorPubkey: doctor, from: `${day}T10:00`, to: `${day}T11:00` });
    const clinicWide = (clinic: string) => ({ etablissementPubkey: clinic, from: day, to: day });
    const { clinic, elsewhere, colleague, stranger } = team;
    const cases: [keyof Team['as'] | null, object, number, string?][] = [
      ['doctor', clinicWide(clinic.etablissement.pubkey), 403, 'CLINIC_SCHEDULE_FORBIDDEN'],
      ['doctor', own(colleague.user.pubkey), 404, 'CLINIC_DOCTOR_NOT_FOUND'],
      ['staff', own(stranger.user.pubkey), 404, 'CLINIC_DOCTOR_NOT_FOUND'],
      ['staff', clinicWide(elsewhere.etablissement.pubkey), 404, 'CLINIC_ETABLISSEMENT_NOT_FOUND'],
      ['patient', own(colleague.user.pubkey), 403, 'FORBIDDEN'],
      [null, own(colleague.user.pubkey), 401, 'AUTH_REQUIRED'],
      ['staff', own(colleague.user.pubkey), 201],
      ['otherStaff', clinicWide(elsewhere.etablissement.pubkey), 201],
      ['admin', clinicWide(clinic.etablissement.pubkey), 201],
    ];
    for (const [who, body, status, code] of cases) {
      const res = await post(who ? team.as[who] : {}, body);
      expect([res.status, res.body.code], `${who} ${JSON.stringify(body)}`).toEqual([status, code]);
    }
  });
});
