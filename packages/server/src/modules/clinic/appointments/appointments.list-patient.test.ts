import type { Appointment, Page } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertAppointment, insertPatient, riyadhAt } from '../../../test/clinic-fixtures.js';
import { insertTeam, type Team } from '../../../test/schedule-fixtures.js';
import type { UserRow } from '../../users/users.table.js';

/** GET /api/appointments?patient=<pubkey>: one patient's appointments, never beyond the caller's scope. */

let t: TestApp;
let team: Team;
let omar: UserRow;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
  omar = await insertPatient(t);
  const { clinic, doctor, colleague, patient } = team;
  const at = (days: number) => ({ start: riyadhAt(days, '10:00'), status: 'planed' as const });
  ids.huda = (await insertAppointment(t, doctor, patient, clinic, at(3))).pubkey;
  ids.omar = (await insertAppointment(t, doctor, omar, clinic, at(4))).pubkey;
  ids.omarElsewhere = (await insertAppointment(t, colleague, omar, clinic, at(5))).pubkey;
  ids.omarCancelled = (
    await insertAppointment(t, doctor, omar, clinic, { start: riyadhAt(6, '10:00'), status: 'canceled' })
  ).pubkey;
}, 180_000);
afterAll(() => t.close());

async function listFor(who: keyof Team['as'], patient: string, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/appointments?patient=${patient}${extra}`,
    headers: team.as[who],
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<Appointment>>();
  return page.data.map((a) => Object.entries(ids).find(([, id]) => id === a.id)?.[0]);
}

describe('GET /api/appointments?patient=', () => {
  it('lists only that patient’s appointments, within the caller’s scope', async () => {
    expect(await listFor('admin', team.patient.pubkey)).toEqual(['huda']);
    expect(await listFor('staff', omar.pubkey)).toEqual(['omar', 'omarElsewhere', 'omarCancelled']);
    expect(await listFor('doctor', omar.pubkey)).toEqual(['omar', 'omarCancelled']);
    expect(await listFor('otherStaff', omar.pubkey)).toEqual([]);
    expect(await listFor('patient', omar.pubkey)).toEqual([]);
    expect(await listFor('admin', 'NoSuchPatientKey000000')).toEqual([]);
  });
});

describe('GET /api/appointments?active=', () => {
  it('keeps the ones still to happen apart from the cancelled (finding 12)', async () => {
    expect(await listFor('staff', omar.pubkey, '&active=true')).toEqual(['omar', 'omarElsewhere']);
    expect(await listFor('staff', omar.pubkey, '&active=false')).toEqual(['omarCancelled']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/appointments?active=maybe', headers: team.as.staff });
    expect(bad.statusCode).toBe(400);
  });
});
