import { sql } from 'drizzle-orm';
import type { AppointmentAction } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertPatient,
  insertStaff,
  riyadhAt,
  type ClinicFixture,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import { eventsOf, insertUser } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';
import type { AppointmentStatusValue } from './appointments.table.js';

/** Every state × transition × role: what may happen does, the rest is 403 (role), 404 (not theirs) or 409 (state). */
const STATES: AppointmentStatusValue[] = ['pending', 'planed', 'rejected', 'canceled', 'done', 'no_show'];
const ACTIONS: AppointmentAction[] = ['confirm', 'reject', 'cancel', 'done', 'no-show', 'reschedule'];
const CARE_TEAM = ['STAFF', 'DOCTOR', 'ADMIN'];
const MAP: Record<AppointmentAction, string[]> = {
  confirm: CARE_TEAM,
  reject: CARE_TEAM,
  cancel: ['PATIENT', ...CARE_TEAM],
  done: CARE_TEAM,
  'no-show': CARE_TEAM,
  reschedule: ['PATIENT', ...CARE_TEAM],
};
const FROM: Record<AppointmentAction, AppointmentStatusValue[]> = {
  confirm: ['pending'],
  reject: ['pending'],
  cancel: ['pending', 'planed'],
  done: ['planed'],
  'no-show': ['planed'],
  reschedule: ['pending', 'planed'],
};

interface Actor {
  name: string;
  role: string;
  /** Sees the appointment (its patient, its doctor, staff of its clinic, an admin). */
  involved: boolean;
  headers: { authorization: string };
}

let t: TestApp;
let clinic: ClinicFixture;
let doctor: DoctorFixture;
let patient: UserRow;
let actors: Actor[];

beforeAll(async () => {
  t = await createTestApp();
  clinic = await insertClinic(t);
  doctor = await insertDoctor(t, clinic);
  patient = await insertPatient(t);
  const elsewhere = await insertClinic(t, 'Elsewhere');
  const actor = async (name: string, role: string, involved: boolean, user: Promise<UserRow> | UserRow) => ({
    name,
    role,
    involved,
    headers: await bearerFor(t, await user),
  });
  actors = [
    await actor('the patient', 'PATIENT', true, patient),
    await actor('the doctor', 'DOCTOR', true, doctor.user),
    await actor('the clinic’s staff', 'STAFF', true, insertStaff(t, clinic)),
    { name: 'an admin', role: 'ADMIN', involved: true, headers: await t.bearer('admin@bayan.local') },
    await actor('another patient', 'PATIENT', false, insertPatient(t)),
    await actor(
      'another doctor',
      'DOCTOR',
      false,
      insertDoctor(t, clinic).then((d) => d.user),
    ),
    await actor('another clinic’s staff', 'STAFF', false, insertStaff(t, elsewhere)),
    await actor('a member', 'MEMBER', false, insertUser(t, { role: 'MEMBER' })),
  ];
}, 180_000);
afterAll(() => t.close());

// Read once: a minute passing mid-file must not shift one past slot onto the one before it.
const PAST_BASE = Math.floor(Date.now() / 60_000) * 60_000;
let future = 0;
let past = 0;
/** A free grid slot from day 20 on, never used twice. */
const nextFuture = () => {
  future += 1;
  const minutes = 6 * 60 + (future % 30) * 30;
  return riyadhAt(20 + Math.floor(future / 30), `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`);
};
/** A start that passed within the last day (no-show is allowed for 48 h), never used twice. */
const nextPast = () => {
  past += 1;
  return new Date(PAST_BASE - (60 + past * 30) * 60_000).toISOString();
};

function expected(actor: Actor, action: AppointmentAction, state: AppointmentStatusValue): number {
  if (!MAP[action].includes(actor.role)) return 403;
  if (!actor.involved) return 404;
  if (!FROM[action].includes(state)) return 409;
  return action === 'reschedule' ? 201 : 200;
}

describe('the appointment state machine', () => {
  it('allows exactly PRODUCT.md §7’s transitions, to exactly the right people', async () => {
    const mismatches: string[] = [];
    let allowed = 0;
    for (const state of STATES) {
      for (const action of ACTIONS) {
        const afterStart = action === 'done' || action === 'no-show';
        for (const actor of actors) {
          const start = afterStart ? nextPast() : nextFuture();
          const row = await insertAppointment(t, doctor, patient, clinic, { start, status: state });
          const payload = action === 'reschedule' ? { start: nextFuture() } : { reason: 'the clinic is closed' };
          const url = `/api/appointments/${row.pubkey}/${action}`;
          const res = await t.app.inject({ method: 'POST', url, headers: actor.headers, payload });
          const want = expected(actor, action, state);
          if (want < 300) allowed += 1;
          if (res.statusCode !== want)
            mismatches.push(`${state} ${action} by ${actor.name}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // confirm, reject, done, no-show: 3 of the care team each; cancel, reschedule: 4 with the patient, from 2 states.
    expect(allowed).toBe(4 * 3 + 2 * 2 * 4);
  }, 600_000);

  const transition = async (
    row: { pubkey: string },
    action: string,
    headers: Record<string, string>,
    payload: object = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${row.pubkey}/${action}`,
      headers,
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const as = (name: string) => actors.find((actor) => actor.name === name)!.headers;
  const inHours = (hours: number) =>
    new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * 3_600_000).toISOString();

  it('wants a reason to reject, and from staff or a doctor to cancel, but not from the patient', async () => {
    const pending = () => insertAppointment(t, doctor, patient, clinic, { start: nextFuture(), status: 'pending' });
    const reject = await transition(await pending(), 'reject', as('the doctor'));
    expect([reject.status, reject.body.code, reject.body.details[0].path]).toEqual([
      400,
      'CLINIC_REASON_REQUIRED',
      'body.reason',
    ]);
    expect((await transition(await pending(), 'cancel', as('the clinic’s staff'))).body.code).toBe(
      'CLINIC_REASON_REQUIRED',
    );
    expect((await transition(await pending(), 'cancel', as('the patient'))).body.status).toBe('Canceled');
  });

  it('keeps the time rules: cut-off for the patient, the start for the rest, 48 h for a no-show', async () => {
    const soon = await insertAppointment(t, doctor, patient, clinic, { start: inHours(10), status: 'planed' });
    expect((await transition(soon, 'cancel', as('the patient'))).body.code).toBe('CLINIC_CANCEL_CUTOFF_PASSED');
    expect((await transition(soon, 'done', as('the doctor'))).body.code).toBe('CLINIC_APPOINTMENT_NOT_STARTED');
    expect((await transition(soon, 'cancel', as('the doctor'), { reason: 'ill' })).body.status).toBe('Canceled');
    const old = await insertAppointment(t, doctor, patient, clinic, { start: inHours(-49), status: 'planed' });
    expect((await transition(old, 'no-show', as('the doctor'))).body.code).toBe('CLINIC_NO_SHOW_WINDOW_PASSED');
    expect((await transition(old, 'cancel', as('an admin'), { reason: 'late' })).body.code).toBe(
      'CLINIC_APPOINTMENT_STARTED',
    );
    const started = await insertAppointment(t, doctor, patient, clinic, { start: inHours(-1), status: 'pending' });
    expect((await transition(started, 'confirm', as('the doctor'))).body.code).toBe('CLINIC_APPOINTMENT_STARTED');
  });

  it('records each change in the history and the audit log, and tells the patient', async () => {
    const row = await insertAppointment(t, doctor, patient, clinic, { start: nextFuture(), status: 'pending' });
    const confirmed = await transition(row, 'confirm', as('the clinic’s staff'));
    expect(confirmed.body.status).toBe('Planed');
    const history = await t.database.db.execute(
      sql`select from_status, to_status, actor_role from appointment_history where appointment_id = ${row.id}`,
    );
    expect((history as unknown as { rows: unknown[] }).rows).toEqual([
      { from_status: 'pending', to_status: 'planed', actor_role: 'STAFF' },
    ]);
    expect((await eventsOf(t, row.pubkey)).map((event) => event.action)).toEqual(['appointment.confirm']);
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...as('the patient'), 'accept-language': 'en' },
    });
    expect(inbox.json<{ title: string }[]>().map((n) => n.title)).toContain('Your appointment is confirmed');
  });

  it('reschedules in one transaction: a refused new seat leaves the old appointment as it was', async () => {
    const row = await insertAppointment(t, doctor, patient, clinic, { start: nextFuture(), status: 'planed' });
    const taken = nextFuture();
    await insertAppointment(t, doctor, await insertPatient(t), clinic, { start: taken, status: 'planed' });
    const refused = await transition(row, 'reschedule', as('the patient'), { start: taken });
    expect([refused.status, refused.body.code]).toEqual([409, 'CLINIC_NO_FREE_APPOINTMENTS']);
    const moved = await transition(row, 'reschedule', as('the patient'), { start: nextFuture() });
    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({ status: 'Pending', rescheduledFrom: row.pubkey });
    const old = await t.database.db.execute(
      sql`select a.status, h.reason from appointments a join appointment_history h on h.appointment_id = a.id where a.id = ${row.id}`,
    );
    expect((old as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'canceled', reason: 'rescheduled' }]);
  });
});
