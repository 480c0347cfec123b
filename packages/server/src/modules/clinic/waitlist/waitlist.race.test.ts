import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { bearerFor, book, insertPatient, insertStaff, report, riyadhAt, tally } from '../../../test/clinic-fixtures.js';
import { insertTeam, type Team } from '../../../test/schedule-fixtures.js';
import { setSetting } from '../../../test/settings-kit.js';
import { otherServer, runDue, sweepingApp } from '../../../test/sweep-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { answer, bookedSeat, entryOf, waiter } from '../../../test/waitlist-kit.js';
import type { UserRow } from '../../users/users.table.js';
import { AgendasRepository } from '../agendas/agendas.repository.js';
import { AppointmentsRepository } from '../appointments/appointments.repository.js';
import { appointments, SEAT_TAKING } from '../appointments/appointments.table.js';
import { waitlistEntries } from './waitlist.table.js';

/**
 * Issue 35's races, under real concurrency on PostgreSQL (two server processes, many connections);
 * on PGlite, one connection, the same steps run one after another and must give the same answers.
 */
const MINUTE = 60_000;
const HOLD_MINUTES = 5;
const clock = new FakeClock(Date.now());
let t: TestApp;
let other: TestApp;
let team: Team;
let staffUser: UserRow;

beforeAll(async () => {
  t = await sweepingApp(clock);
  other = await otherServer(t, clock);
  team = await insertTeam(t);
  staffUser = await insertStaff(t, team.clinic);
  // Shorter than an access token's life: a confirm's login stays valid across the hold's end.
  await setSetting(t, 'clinic_waitlist_hold_minutes', HOLD_MINUTES);
}, 180_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const cancel = async (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appointments/${id}/cancel`,
    headers: await bearerFor(t, staffUser),
    payload: { reason: 'away' },
  });
/** The doctor's rows that take a seat at `start`: pending, planed or held. */
const seatsAt = (doctorId: number, start: string) =>
  t.database.db
    .select({ status: appointments.status })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.startAt, new Date(start)),
        inArray(appointments.status, [...SEAT_TAKING]),
      ),
    );

describe(`waitlist races (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('is the exclusion constraint’s to refuse: 10 raw holds and 10 raw bookings of one seat at once leave one row', async () => {
    // A free seat nobody booked; an entry for the holds to point at (the job is not involved).
    const { doctor } = await bookedSeat(t, team.clinic, 20);
    const start = riyadhAt(20, '12:00');
    const holder = await waiter(t, doctor, 20);
    const [entry] = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.pubkey, holder.entry.id));
    const type = (await new AgendasRepository(t.database.db).findType(doctor.types.pending))!;
    const patients = await Promise.all(Array.from({ length: 20 }, () => insertPatient(t)));
    const startAt = new Date(start);
    const results = await Promise.all(
      patients.map((patient, n) =>
        new AppointmentsRepository(t.database.db).tryInsert({
          doctorId: doctor.user.id,
          patientId: patient.id,
          etablissementId: team.clinic.etablissement.id,
          agendaId: doctor.agendaId,
          consultationTypeId: type.type.id,
          startAt,
          endAt: new Date(startAt.getTime() + 30 * MINUTE),
          seatNo: 1,
          capacity: 1,
          priceHalalas: 15_000,
          durationMinutes: 30,
          bookedBy: patient.id,
          ...(n % 2 === 0
            ? { status: 'held' as const, holdExpiresAt: new Date(startAt.getTime()), waitlistEntryId: entry!.id }
            : { status: 'planed' as const }),
        }),
      ),
    );
    const taken = results.filter((r) => 'row' in r);
    report('raw holds and bookings of one seat:', tally(results.map((r) => ('row' in r ? 'row' : r.conflict))));
    expect(taken).toHaveLength(1);
    expect(await seatsAt(doctor.user.id, start)).toHaveLength(1);
  });

  it('gives a freed seat with 10 waiting patients and 10 direct bookers to exactly one of them', async () => {
    const { doctor, start, appointment } = await bookedSeat(t, team.clinic, 21);
    const waiting = [];
    for (let n = 0; n < 10; n += 1) waiting.push(await waiter(t, doctor, 21));
    const bookers = await Promise.all(Array.from({ length: 10 }, async () => bearerFor(t, await insertPatient(t))));
    const body = { doctorPubkey: doctor.user.pubkey, consultationType: doctor.types.pending, start };
    await cancel(appointment);
    const [booked] = await Promise.all([
      Promise.all(bookers.map((headers) => book(t, headers, body))),
      runDue([t, other]),
    ]);
    await runDue([t, other]);
    const entries = await Promise.all(waiting.map((w) => entryOf(t, w)));
    const counts = { bookings: tally(booked.map((r) => r.status)), entries: tally(entries.map((e) => e.status)) };
    report('freed seat, 10 waiting and 10 booking:', counts);
    const holders = entries.filter((e) => e.status === 'OFFERED').length;
    expect((counts.bookings[201] ?? 0) + holders).toBe(1);
    expect(await seatsAt(doctor.user.id, start)).toHaveLength(1);
  });

  it('gives a hold that expires while its patient confirms one answer, never both', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const { doctor, start, appointment } = await bookedSeat(t, team.clinic, 30 + round);
      const first = await waiter(t, doctor, 30 + round);
      const next = await waiter(t, doctor, 30 + round);
      await cancel(appointment);
      await runDue([t, other]);
      expect((await entryOf(t, first)).status).toBe('OFFERED');
      const [confirm] = await Promise.all([
        answer(t, first, 'confirm'),
        (async () => {
          // The hold runs out a little sooner or later against the confirm, round by round.
          await new Promise((resolve) => setTimeout(resolve, round * 4));
          clock.advance(HOLD_MINUTES * MINUTE);
          await runDue([t, other]);
        })(),
      ]);
      await runDue([t, other]);
      const seats = await seatsAt(doctor.user.id, start);
      const [mine, theirs] = [await entryOf(t, first), await entryOf(t, next)];
      if (confirm.statusCode === 200) {
        // Booked: the expiry found nothing held; the seat is the patient's appointment, the next one still waits.
        expect([mine.status, theirs.status]).toEqual(['BOOKED', 'ACTIVE']);
        expect(seats.map((s) => s.status)).toEqual(['pending']);
      } else {
        // Lapsed: the confirm refused, the seat held for the next patient instead.
        expect(confirm.json().code).toMatch(/^CLINIC_WAITLIST_(OFFER_GONE|STATE)$/);
        expect([mine.status, theirs.status]).toEqual(['ACTIVE', 'OFFERED']);
        expect(seats.map((s) => s.status)).toEqual(['held']);
      }
      outcomes.push(confirm.statusCode === 200 ? 'booked' : 'lapsed');
    }
    report('confirm racing expiry:', tally(outcomes));
    // Eight rounds of people, a cancel, an expiry and a confirm each: past the default on a loaded machine.
  }, 120_000);
});
