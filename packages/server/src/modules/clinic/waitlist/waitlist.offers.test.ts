import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { bearerFor, book, insertPatient, insertStaff, riyadhAt } from '../../../test/clinic-fixtures.js';
import { inboxOf, outboxOf } from '../../../test/notice-kit.js';
import { agendaOf, insertTeam, localDate, type Team } from '../../../test/schedule-fixtures.js';
import { runDue, sweepingApp } from '../../../test/sweep-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { answer, bookedSeat, entryOf, waiter, withSpeciality } from '../../../test/waitlist-kit.js';
import type { UserRow } from '../../users/users.table.js';

/**
 * Issue 35 with a fake clock: a seat freed inside someone's window is held for the first matching
 * patient (an appointment in status held, in the booking's exclusion constraints), who is told and
 * confirms it within the hold; otherwise it passes to the next.
 */
const MINUTE = 60_000;
const clock = new FakeClock(Date.now());
let t: TestApp;
let team: Team;
let staffUser: UserRow;
/** Logged in afresh each time: the fake clock's jumps outlive an access token. */
const staff = () => bearerFor(t, staffUser);

beforeAll(async () => {
  t = await sweepingApp(clock);
  team = await insertTeam(t);
  staffUser = await insertStaff(t, team.clinic);
}, 180_000);
afterAll(() => t.close());

const post = async (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: await staff(), payload });
const cancel = (id: string) => post(`/api/appointments/${id}/cancel`, { reason: 'doctor away' });

describe('a cancel frees a seat', () => {
  it('holds it for the first waiting patient, tells them, keeps it from everyone else, and books it on confirm', async () => {
    const { doctor, start, appointment } = await bookedSeat(t, team.clinic, 3);
    const first = await waiter(t, doctor, 3);
    const second = await waiter(t, doctor, 3);
    const canceled = await cancel(appointment);
    expect(canceled.statusCode, canceled.body).toBe(200);
    await runDue([t]);

    const offered = await entryOf(t, first);
    expect(offered).toMatchObject({
      status: 'OFFERED',
      offerCount: 1,
      offer: { start: new Date(start).toISOString() },
    });
    expect(Date.parse(offered.offer!.holdExpiresAt) - clock.now().getTime()).toBe(15 * MINUTE);
    expect((await entryOf(t, second)).status).toBe('ACTIVE');
    expect((await inboxOf(t, first.user)).at(-1)).toMatch(/^A seat from the waitlist is held for you: /);
    const sent = await outboxOf(t, first.user);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const message of sent) expect(message.body).toContain(`/dashboard/waitlist/${first.entry.id}`);

    // Held is taken: not free in availability, refused to a direct booker, not an appointment anywhere.
    const day = localDate(3);
    const availability = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.user.pubkey}/availability?from=${day}&to=${day}&type=${doctor.types.pending}`,
    });
    const slot = availability
      .json()
      .days[0].slots.find((s: { start: string }) => Date.parse(s.start) === Date.parse(start));
    expect(slot).toMatchObject({ state: 'Full', seatsLeft: 0 });
    const other = await bearerFor(t, await insertPatient(t));
    const direct = await book(t, other, {
      doctorPubkey: doctor.user.pubkey,
      consultationType: doctor.types.pending,
      start,
    });
    expect([direct.status, direct.body.code]).toEqual([409, 'CLINIC_NO_FREE_APPOINTMENTS']);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/appointments?doctorPubkey=${doctor.user.pubkey}`,
      headers: await staff(),
    });
    expect(listed.json().data.map((a: { id: string }) => a.id)).not.toContain(offered.offer!.appointmentId);
    const looked = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${offered.offer!.appointmentId}`,
      headers: await bearerFor(t, first.user),
    });
    expect(looked.statusCode).toBe(404);

    // An offer brings the patient to no clinic: their file stays closed to its staff until they book.
    const file = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/patients/${first.user.pubkey}`, headers: await staff() }))
        .statusCode;
    expect(await file()).toBe(404);

    const confirmed = await answer(t, first, 'confirm');
    expect([confirmed.statusCode, confirmed.json().status]).toEqual([200, 'BOOKED']);
    expect(confirmed.json().booked).toBe(offered.offer!.appointmentId);
    expect(await file()).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: await bearerFor(t, first.user),
    });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ id: offered.offer!.appointmentId, status: 'Pending' }),
    ]);
    await runDue([t]);
    expect((await entryOf(t, second)).status).toBe('ACTIVE');
  });

  it('passes the seat to the next patient when the hold runs out; a late confirm gets one answer: gone', async () => {
    const { doctor, appointment } = await bookedSeat(t, team.clinic, 4);
    const first = await waiter(t, doctor, 4);
    const second = await waiter(t, doctor, 4);
    await cancel(appointment);
    await runDue([t]);
    expect((await entryOf(t, first)).status).toBe('OFFERED');

    clock.advance(15 * MINUTE);
    await runDue([t]);
    const late = await answer(t, first, 'confirm');
    expect([late.statusCode, late.json().code]).toEqual([409, 'CLINIC_WAITLIST_STATE']);
    expect(await entryOf(t, first)).toMatchObject({ status: 'ACTIVE', offerCount: 1, offer: null });
    const next = await entryOf(t, second);
    expect(next).toMatchObject({ status: 'OFFERED', offerCount: 1 });
    expect((await answer(t, second, 'confirm')).statusCode).toBe(200);
  });

  it('refuses a confirm once the hold is past even before the expiry job ran', async () => {
    const { doctor, appointment } = await bookedSeat(t, team.clinic, 5);
    const first = await waiter(t, doctor, 5);
    await cancel(appointment);
    await runDue([t]);
    clock.advance(15 * MINUTE);
    const late = await answer(t, first, 'confirm');
    expect([late.statusCode, late.json().code]).toEqual([409, 'CLINIC_WAITLIST_OFFER_GONE']);
    await runDue([t]);
    // Offered again (nobody else waits), a second time.
    expect(await entryOf(t, first)).toMatchObject({ status: 'OFFERED', offerCount: 2 });
  });

  it('passes the seat on when the patient declines it or leaves the list', async () => {
    const { doctor, appointment } = await bookedSeat(t, team.clinic, 6);
    const [first, second, third] = [await waiter(t, doctor, 6), await waiter(t, doctor, 6), await waiter(t, doctor, 6)];
    await cancel(appointment);
    await runDue([t]);
    expect((await answer(t, first, 'decline')).json()).toMatchObject({ status: 'ACTIVE', offer: null });
    await runDue([t]);
    expect((await entryOf(t, second)).status).toBe('OFFERED');
    expect((await answer(t, second, 'leave')).json().status).toBe('LEFT');
    await runDue([t]);
    expect((await entryOf(t, third)).status).toBe('OFFERED');
    expect((await entryOf(t, first)).status).toBe('ACTIVE');
  });
});

describe('two seats of one slot', () => {
  it('offers each of two seats freed together to its own patient', async () => {
    const { doctor, start, appointment } = await bookedSeat(t, team.clinic, 9, 2);
    const other = await bearerFor(t, await insertPatient(t));
    const second = await book(t, other, {
      doctorPubkey: doctor.user.pubkey,
      consultationType: doctor.types.pending,
      start,
    });
    expect(second.status).toBe(201);
    const [first, next] = [await waiter(t, doctor, 9), await waiter(t, doctor, 9)];
    await Promise.all([cancel(appointment), cancel(second.body.id)]);
    await runDue([t]);
    for (const w of [first, next]) expect((await entryOf(t, w)).offer?.start).toBe(new Date(start).toISOString());
  });
});

describe('what an offer matches', () => {
  it('skips an entry whose times of day or type do not fit, and serves a speciality’s entry', async () => {
    const { doctor, appointment } = await bookedSeat(t, team.clinic, 7);
    const afternoon = await waiter(t, doctor, 7, { fromTime: '14:00', toTime: '18:00' });
    const otherDays = await waiter(t, doctor, 8, { fromDate: localDate(8), toDate: localDate(9) });
    const speciality = await withSpeciality(t, doctor);
    const bySpeciality = await waiter(t, doctor, 7, {
      doctorPubkey: undefined,
      specialityPubkey: speciality,
      etablissementPubkey: team.clinic.etablissement.pubkey,
    });
    await cancel(appointment);
    await runDue([t]);
    expect((await entryOf(t, afternoon)).status).toBe('ACTIVE');
    expect((await entryOf(t, otherDays)).status).toBe('ACTIVE');
    expect((await entryOf(t, bySpeciality)).status).toBe('OFFERED');
  });
});

describe('every way a seat frees', () => {
  it('offers a seat freed by a reject, a move and the Pending sweep', async () => {
    const rejected = await bookedSeat(t, team.clinic, 10);
    const moved = await bookedSeat(t, team.clinic, 11);
    const late = await bookedSeat(t, team.clinic, 1);
    const waiting = [
      await waiter(t, rejected.doctor, 10),
      await waiter(t, moved.doctor, 11),
      await waiter(t, late.doctor, 1),
    ];
    expect((await post(`/api/appointments/${rejected.appointment}/reject`, { reason: 'full' })).statusCode).toBe(200);
    const move = await post(`/api/appointments/${moved.appointment}/reschedule`, {
      start: riyadhAt(12, '10:00'),
      reason: 'moved',
    });
    expect(move.statusCode, move.body).toBe(201);
    // Tomorrow 10:00 is within the 2 h confirmation deadline from 08:00 on: the sweep rejects it.
    clock.advance(Date.parse(riyadhAt(1, '08:30')) - clock.now().getTime());
    await runDue([t]);
    for (const w of waiting) expect((await entryOf(t, w)).status, w.entry.id).toBe('OFFERED');
  });

  it('offers seats that time off removed or a wider agenda gave back', async () => {
    const blocked = await bookedSeat(t, team.clinic, 14);
    const block = await post('/api/blocks', {
      doctorPubkey: blocked.doctor.user.pubkey,
      from: riyadhAt(14, '11:00'),
      to: riyadhAt(15, '00:00'),
    });
    expect(block.statusCode, block.body).toBe(201);
    // The waiter wants 11:00–18:00, all of it time off until the block goes.
    const offDay = await waiter(t, blocked.doctor, 14, { fromTime: '11:00', toTime: '18:00' });
    await runDue([t]);
    expect((await entryOf(t, offDay)).status).toBe('ACTIVE');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${block.json().id}`,
      headers: await staff(),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await runDue([t]);
    const offered = await entryOf(t, offDay);
    expect(offered.status).toBe('OFFERED');
    expect(Date.parse(offered.offer!.start)).toBe(Date.parse(riyadhAt(14, '11:00')));

    // One seat at 10:00, taken; the waiter wants 10:00 only; a second seat appears.
    const full = await bookedSeat(t, team.clinic, 16);
    const tenOnly = await waiter(t, full.doctor, 16, { fromTime: '10:00', toTime: '10:30' });
    await runDue([t]);
    expect((await entryOf(t, tenOnly)).status).toBe('ACTIVE');
    const agenda = await agendaOf(t, full.doctor);
    const widened = await t.app.inject({
      method: 'PATCH',
      url: `/api/agendas/${agenda}`,
      headers: await staff(),
      payload: { patientsLimit: 2 },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    await runDue([t]);
    expect(await entryOf(t, tenOnly)).toMatchObject({
      status: 'OFFERED',
      offer: { start: new Date(full.start).toISOString() },
    });
  });
});

describe('the end of a window', () => {
  it('expires, at the minute sweep, an entry whose last day has passed', async () => {
    const { doctor } = await bookedSeat(t, team.clinic, 40);
    const waiting = await waiter(t, doctor, 40);
    clock.advance(Date.parse(riyadhAt(41, '00:30')) - clock.now().getTime());
    await runDue([t]);
    expect((await entryOf(t, waiting)).status).toBe('EXPIRED');
  });
});
