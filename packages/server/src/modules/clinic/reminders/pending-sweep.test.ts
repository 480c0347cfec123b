import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { bearerFor, insertAppointment, insertStaff, riyadhAt } from '../../../test/clinic-fixtures.js';
import { inboxOf, outboxOf, withPhone } from '../../../test/notice-kit.js';
import { insertTeam, type Team } from '../../../test/schedule-fixtures.js';
import { setSetting } from '../../../test/settings-kit.js';
import { runDue, sweepingApp } from '../../../test/sweep-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';
import { appointmentHistory } from '../appointments/appointment-history.table.js';
import { AppointmentsRepository } from '../appointments/appointments.repository.js';
import { DoctorsRepository } from '../doctors/doctors.repository.js';

/**
 * Issue 11 with a fake clock: a Pending request nobody confirmed before `clinic_pending_confirm_hours`
 * (default 2) before its start is Rejected by the system and the patient told; the no-show window
 * is 48 h after the start, and each patient's no-shows are counted for the care team.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const clock = new FakeClock(Date.now());
let t: TestApp;
let team: Team;
let patient: UserRow;
let staff: UserRow;

const moveTo = (time: number) => clock.advance(time - clock.now().getTime());
const statusOf = async (id: number) => (await new AppointmentsRepository(t.database.db).findById(id))!.status;
const post = async (row: { pubkey: string }, action: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appointments/${row.pubkey}/${action}`,
    headers: await bearerFor(t, staff),
    payload,
  });

beforeAll(async () => {
  t = await sweepingApp(clock);
  team = await insertTeam(t);
  patient = await withPhone(t, team.patient);
  staff = await insertStaff(t, team.clinic);
  // The fixtures write appointments straight into the table: the clinic file a booking opens, by hand.
  await new DoctorsRepository(t.database.db).ensurePatient(patient.id);
}, 180_000);
afterAll(() => t.close());

describe('the Pending sweep', () => {
  it('rejects, as the system, a request not confirmed 2 h before its start, tells the patient, keeps the confirmed one', async () => {
    const start = riyadhAt(2, '10:00');
    const late = await insertAppointment(t, team.doctor, patient, team.clinic, { start, status: 'pending' });
    const confirmed = await insertAppointment(t, team.colleague, patient, team.clinic, {
      start: riyadhAt(2, '10:30'),
      status: 'pending',
    });
    expect((await post(confirmed, 'confirm')).statusCode).toBe(200);

    moveTo(Date.parse(start) - 2 * HOUR - MINUTE);
    await runDue([t]);
    expect(await statusOf(late.id)).toBe('pending');

    moveTo(Date.parse(start) - 2 * HOUR + MINUTE);
    await runDue([t]);
    expect([await statusOf(late.id), await statusOf(confirmed.id)]).toEqual(['rejected', 'planed']);
    const history = await t.database.db
      .select()
      .from(appointmentHistory)
      .where(and(eq(appointmentHistory.appointmentId, late.id), eq(appointmentHistory.toStatus, 'rejected')));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        actorId: null,
        actorRole: null,
        reason: 'not confirmed in time',
      }),
    ]);
    const events = await eventsOf(t, late.pubkey);
    expect(events.map((event) => [event.action, event.actorId])).toEqual([['appointment.reject', null]]);
    expect((await inboxOf(t, patient)).filter((line) => line.includes('not confirmed in time'))).toHaveLength(1);
    const told = (await outboxOf(t, patient)).filter((row) => row.subject.includes('not confirmed in time'));
    expect(told.map((row) => row.channel)).toEqual(['email', 'sms']);
    expect(told[0]!.subject).toContain('لم يُؤكَّد في الوقت');

    // A second sweep finds nothing more to do: the swap was on Pending.
    expect(await t.app.services.clinic.sweep()).toEqual({ rejected: 0, reminded: expect.any(Number) });
  });

  it('follows the setting: with 10 hours, a request 8 hours ahead is rejected at once', async () => {
    const start = new Date(clock.now().getTime() + 8 * HOUR);
    const iso = start.toISOString();
    const row = await insertAppointment(t, team.doctor, patient, team.clinic, { start: iso, status: 'pending' });
    await t.app.services.clinic.sweep();
    expect(await statusOf(row.id)).toBe('pending');
    await setSetting(t, 'clinic_pending_confirm_hours', 10);
    await t.app.services.clinic.sweep();
    expect(await statusOf(row.id)).toBe('rejected');
    await setSetting(t, 'clinic_pending_confirm_hours', 2);
  });
});

describe('no-shows', () => {
  it('may be marked within 48 h of the start only, are final, and are counted per patient for the care team', async () => {
    const start = riyadhAt(3, '10:00');
    const within = await insertAppointment(t, team.doctor, patient, team.clinic, { start, status: 'planed' });
    const after = await insertAppointment(t, team.colleague, patient, team.clinic, {
      start: riyadhAt(3, '09:00'),
      status: 'planed',
    });
    moveTo(Date.parse(start) + 47 * HOUR);
    const marked = await post(within, 'no-show');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ patientNoShows: number }>().patientNoShows).toBe(1);
    expect((await post(within, 'done')).json<{ code: string }>().code).toBe('CLINIC_APPOINTMENT_STALE');

    moveTo(Date.parse(start) + 47 * HOUR + MINUTE);
    expect((await post(after, 'no-show')).json<{ code: string }>().code).toBe('CLINIC_NO_SHOW_WINDOW_PASSED');

    const headers = await bearerFor(t, staff);
    const list = await t.app.inject({ method: 'GET', url: `/api/patients?limit=100`, headers });
    const page = list.json<{ data: { pubkey: string; noShows: number }[] }>().data;
    expect(page.find((row) => row.pubkey === patient.pubkey)?.noShows).toBe(1);
    const appointments = await t.app.inject({ method: 'GET', url: `/api/appointments?limit=50`, headers });
    const rows = appointments.json<{ data: { patient: { pubkey: string }; patientNoShows: number }[] }>().data;
    expect(rows.filter((row) => row.patient.pubkey === patient.pubkey).map((row) => row.patientNoShows)).toContain(1);
    expect(rows.every((row) => row.patient.pubkey !== patient.pubkey || row.patientNoShows === 1)).toBe(true);
  });
});
