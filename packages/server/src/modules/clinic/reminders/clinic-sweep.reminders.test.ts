import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { insertAppointment, riyadhAt } from '../../../test/clinic-fixtures.js';
import { outboxOf, withPhone } from '../../../test/notice-kit.js';
import { insertTeam, type Team } from '../../../test/schedule-fixtures.js';
import { otherServer, remindersOf, runDue, sweepingApp } from '../../../test/sweep-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import type { UserRow } from '../../users/users.table.js';
import { AppointmentsRepository } from '../appointments/appointments.repository.js';

/**
 * Issue 11: a Planed appointment is reminded 24 h and 2 h before its start, each reminder once,
 * with two server processes sweeping the same database and one of them restarted in between; a
 * canceled appointment is not reminded, a moved one is reminded at its new time.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const clock = new FakeClock(Date.now());
let first: TestApp;
let second: TestApp;
let team: Team;
let patient: UserRow;

const at = (iso: string) => Date.parse(iso);
const moveTo = (time: number) => clock.advance(time - clock.now().getTime());
const reminderSubjects = async () =>
  (await outboxOf(first, patient))
    .filter((row) => row.subject.includes('Appointment reminder'))
    .map((row) => row.channel);

beforeAll(async () => {
  first = await sweepingApp(clock);
  second = await otherServer(first, clock);
  team = await insertTeam(first);
  patient = await withPhone(first, team.patient);
}, 180_000);
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('appointment reminders, two servers and a restart', () => {
  it('sends the 24 h and the 2 h reminder once each, none for a canceled one, fresh ones for a moved one', async () => {
    const start = riyadhAt(2, '10:00');
    const fixture = (startAt: string) =>
      insertAppointment(first, team.doctor, patient, team.clinic, { start: startAt, status: 'planed' });
    const kept = await fixture(start);
    const canceled = await insertAppointment(first, team.colleague, patient, team.clinic, {
      start: riyadhAt(2, '12:00'),
      status: 'planed',
    });
    const moved = await insertAppointment(first, team.doctor, patient, team.clinic, {
      start: riyadhAt(2, '14:00'),
      status: 'planed',
    });
    const post = (row: { pubkey: string }, action: string, payload: object) =>
      first.app.inject({
        method: 'POST',
        url: `/api/appointments/${row.pubkey}/${action}`,
        headers: team.as.staff,
        payload,
      });
    expect((await post(canceled, 'cancel', { reason: 'Doctor away' })).statusCode).toBe(200);
    const newStart = riyadhAt(2, '20:00');
    const rescheduled = await post(moved, 'reschedule', { start: newStart, reason: 'Patient asked' });
    expect(rescheduled.statusCode, rescheduled.body).toBe(201);
    const movedTo = rescheduled.json<{ id: string }>().id;

    // Nothing is due a day and a half ahead.
    await runDue([first, second]);
    expect(await reminderSubjects()).toEqual([]);

    // 24 h before: the kept appointment's first reminder, by email and SMS, once, however many sweep.
    moveTo(at(start) - 24 * HOUR + MINUTE);
    await Promise.all([first, second, first, second].map((server) => server.app.services.clinic.sweep()));
    await runDue([first, second]);
    expect(await remindersOf(first, kept.id)).toEqual(['24h']);
    expect(await reminderSubjects()).toEqual(['email', 'sms']);

    // One server restarts (its runner stopped, a new process on the same database).
    await second.close();
    second = await otherServer(first, clock);

    // 2 h before: the second reminder, once; the moved appointment's first, at its new time.
    moveTo(at(start) - 2 * HOUR + MINUTE);
    await runDue([first, second]);
    await Promise.all([first, second].map((server) => server.app.services.clinic.sweep()));
    expect(await remindersOf(first, kept.id)).toEqual(['24h', '2h']);
    expect(await remindersOf(first, canceled.id)).toEqual([]);
    expect(await remindersOf(first, moved.id)).toEqual([]);
    const movedRow = await new AppointmentsRepository(first.database.db).findByPubkey(movedTo);
    expect(await remindersOf(first, movedRow!.id)).toEqual(['24h']);
    expect(await reminderSubjects()).toEqual(['email', 'sms', 'email', 'sms', 'email', 'sms']);
    const last = (await outboxOf(first, patient)).at(-1)!;
    expect(last.body).toContain('/appointment-link?token=');
  });
});
