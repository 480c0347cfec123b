import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { insertAppointment, riyadhAt } from '../../../test/clinic-fixtures.js';
import { inboxOf, outboxOf, withPhone } from '../../../test/notice-kit.js';
import { insertTeam, type Team } from '../../../test/schedule-fixtures.js';
import { setSetting } from '../../../test/settings-kit.js';
import { sweepingApp } from '../../../test/sweep-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';
import { AppointmentsRepository } from '../appointments/appointments.repository.js';

/** Issue 11: a reminder's confirm and cancel links work without logging in, once each, until the start and the cut-off. */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const clock = new FakeClock(Date.now());
let t: TestApp;
let team: Team;
let patient: UserRow;

const moveTo = (time: number) => clock.advance(time - clock.now().getTime());
const link = (token: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: `/api/appointment-links/${token}`, headers: { 'accept-language': 'en' } });

/** A Planed appointment and the tokens of its 24 h reminder: the links in the email. */
async function reminded(start: string, doctor = team.doctor) {
  const row = await insertAppointment(t, doctor, patient, team.clinic, { start, status: 'planed' });
  moveTo(Date.parse(start) - 24 * HOUR + MINUTE);
  await t.app.services.clinic.sweep();
  const email = (await outboxOf(t, patient)).filter((m) => m.channel === 'email').at(-1)!;
  const token = (label: string) => new RegExp(`${label}: \\S+/appointment-link\\?token=(\\S+)`).exec(email.body)?.[1];
  return { row, confirm: token('Confirm my attendance')!, cancel: token('Cancel the appointment') };
}

beforeAll(async () => {
  t = await sweepingApp(clock);
  team = await insertTeam(t);
  patient = await withPhone(t, team.patient);
  await setSetting(t, 'clinic_cancellation_cutoff_hours', 12);
}, 180_000);
afterAll(() => t.close());

describe('reminder links', () => {
  it('shows the appointment and confirms attendance once, without logging in', async () => {
    const start = riyadhAt(2, '10:00');
    const { row, confirm } = await reminded(start);
    const shown = await link(confirm);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      action: 'confirm',
      status: 'Planed',
      start: new Date(start).toISOString(),
      timeZone: 'Asia/Riyadh',
      doctor: 'Dr Samir Person',
      clinic: { en: 'Al Shifa' },
      usedAt: null,
      cancelUntil: new Date(Date.parse(start) - 12 * HOUR).toISOString(),
    });
    const used = await link(confirm, 'POST');
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json<{ usedAt: string; status: string }>()).toMatchObject({
      status: 'Planed',
      usedAt: expect.any(String),
    });
    const again = await link(confirm, 'POST');
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'CLINIC_LINK_USED']);
    const events = await eventsOf(t, row.pubkey);
    expect(events.map((event) => [event.action, event.actorId])).toEqual([
      ['appointment.attendance_confirm', patient.id],
    ]);
  });

  it('cancels as the patient until the cut-off, once; after it, a clear refusal and the link still unused', async () => {
    const start = riyadhAt(2, '12:00');
    const { row, cancel } = await reminded(start, team.colleague);
    expect(cancel).toBeDefined();
    moveTo(Date.parse(start) - 11 * HOUR);
    const late = await link(cancel!, 'POST');
    expect([late.statusCode, late.json<{ code: string; message: string }>()]).toEqual([
      409,
      expect.objectContaining({ code: 'CLINIC_CANCEL_CUTOFF_PASSED', message: expect.stringContaining('too late') }),
    ]);
    expect((await link(cancel!)).json<{ usedAt: null }>().usedAt).toBeNull();

    moveTo(Date.parse(start) - 13 * HOUR);
    const done = await link(cancel!, 'POST');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ status: string }>().status).toBe('Canceled');
    expect((await new AppointmentsRepository(t.database.db).findById(row.id))!.status).toBe('canceled');
    expect((await inboxOf(t, team.colleague.user)).at(-1)).toMatch(/^A patient canceled their appointment/);
    const again = await link(cancel!, 'POST');
    expect(again.json<{ code: string }>().code).toBe('CLINIC_LINK_USED');
  });

  it('sends no cancel link once the cut-off has passed, and a link expires at the start', async () => {
    const start = riyadhAt(2, '16:00');
    await setSetting(t, 'clinic_cancellation_cutoff_hours', 24);
    const { confirm, cancel } = await reminded(start);
    await setSetting(t, 'clinic_cancellation_cutoff_hours', 12);
    expect(cancel).toBeUndefined();
    moveTo(Date.parse(start));
    const expired = await link(confirm, 'POST');
    expect([expired.statusCode, expired.json<{ code: string }>().code]).toEqual([410, 'CLINIC_LINK_EXPIRED']);
  });

  it('answers a tampered, unknown or malformed token with a clear 404 or 400, never a 500', async () => {
    const { confirm } = await reminded(riyadhAt(2, '18:00'));
    const [payload, signature] = confirm.split('.') as [string, string];
    const flipped = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [flipped, `${payload.slice(1)}.${signature}`, 'abc.def']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await link(token, method);
        expect([res.statusCode, res.json<{ code: string }>().code], token).toEqual([404, 'CLINIC_LINK_INVALID']);
        expect(res.json<{ message: string }>().message).toContain('not valid');
      }
    }
    // Malformed: refused by the schema (400) or, too long for the router, 414; a clear code either way.
    const malformed = ['no-dot', '%00.%00', `${'x'.repeat(60)}.${'y'.repeat(60)}`];
    const codes = [];
    for (const token of malformed) {
      const res = await link(token, 'POST');
      codes.push([res.statusCode, res.json<{ code: string }>().code]);
    }
    expect(codes).toEqual([
      [400, 'VALIDATION_FAILED'],
      [400, 'VALIDATION_FAILED'],
      [414, 'URL_TOO_LONG'],
    ]);
  });
});
