import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  book,
  insertClinic,
  insertDoctor,
  insertClinicPatient,
  insertStaff,
  riyadhAt,
  sqlRows,
  tally,
} from '../../../test/clinic-fixtures.js';
import { EtablissementsRepository } from '../directory/etablissements.repository.js';

/**
 * A storm of random bookings that overlap in every way (same doctor, same patient, same room;
 * 30, 60 and 90 minutes starting on the half hour), sent at once, then the table read back by SQL.
 * On PostgreSQL they race on 20 connections: the 500. PGlite has one connection and takes
 * them one after another, so a smaller storm there tests the same rules in a third of the time.
 * STORM_SEED replays a storm.
 */
const postgres = process.env.TEST_DB === 'postgres';
const STORM = postgres ? 500 : 150;
const SEED = Number(process.env.STORM_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TIMES = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
const PATIENTS = 30;

let t: TestApp;
afterAll(() => t.close());

interface Overlaps {
  seats: number;
  crowded: number;
  patients: number;
  rooms: number;
}

/** Pairs of active rows of `table` that break a rule the exclusion constraints keep, by rule. */
function overlapsIn(table: string) {
  const rows = sql.identifier(table);
  const active = sql`a.status in ('pending', 'planed') and b.status in ('pending', 'planed')`;
  const overlap = sql`tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)`;
  return sqlRows<Overlaps>(
    t,
    sql`select
    (select count(*)::int from ${rows} a join ${rows} b on a.id < b.id and a.doctor_id = b.doctor_id
      and a.seat_no = b.seat_no and ${overlap} where ${active}) as seats,
    (select count(*)::int from (select a.id from ${rows} a join ${rows} b on a.doctor_id = b.doctor_id
      and b.start_at <= a.start_at and b.end_at > a.start_at where ${active}
      group by a.id, a.capacity having count(*) > a.capacity) crowded) as crowded,
    (select count(*)::int from ${rows} a join ${rows} b on a.id < b.id and a.patient_id = b.patient_id
      and ${overlap} where ${active}) as patients,
    (select count(*)::int from ${rows} a join ${rows} b on a.id < b.id and a.room_id = b.room_id
      and a.doctor_id <> b.doctor_id and ${overlap} where ${active}) as rooms`,
  );
}

describe(`a storm of ${STORM} bookings (${process.env.TEST_DB ?? 'pglite'}, STORM_SEED=${SEED})`, () => {
  let staff: { authorization: string };
  let clinicId: number;
  let doctors: Awaited<ReturnType<typeof insertDoctor>>[];

  beforeAll(async () => {
    t = await createTestApp();
    const clinic = await insertClinic(t, 'Storm');
    clinicId = clinic.etablissement.id;
    const second = await new EtablissementsRepository(t.database.db).insertRoom({
      etablissementId: clinic.etablissement.id,
      name: 'Storm room 2',
    });
    staff = await bearerFor(t, await insertStaff(t, clinic));
    // Two rooms shared by two doctors each, two doctors without a room; one to three seats.
    const [shared, other] = [clinic.room.id, second.id];
    doctors = [
      await insertDoctor(t, clinic, { capacity: 1, roomId: shared }),
      await insertDoctor(t, clinic, { capacity: 2, roomId: shared, type: { durationMinutes: 60 } }),
      await insertDoctor(t, clinic, { capacity: 1, roomId: other, type: { durationMinutes: 90 } }),
      await insertDoctor(t, clinic, { capacity: 2, roomId: other }),
      await insertDoctor(t, clinic, { capacity: 3, roomId: null, type: { durationMinutes: 60 } }),
      await insertDoctor(t, clinic, { capacity: 1, roomId: null }),
    ];
  }, 180_000);

  it('leaves no seat, patient or room double-booked, as the table shows afterwards', async () => {
    const patients = await Promise.all(Array.from({ length: PATIENTS }, () => insertClinicPatient(t, clinicId)));
    const storm = fc.sample(
      fc.record({
        doctor: fc.constantFrom(...doctors),
        patient: fc.constantFrom(...patients),
        time: fc.constantFrom(...TIMES),
        confirmed: fc.boolean(),
      }),
      { seed: SEED, numRuns: STORM },
    );
    const results = await Promise.all(
      storm.map(({ doctor, patient, time, confirmed }) =>
        book(t, staff, {
          doctorPubkey: doctor.user.pubkey,
          consultationType: confirmed ? doctor.types.autoConfirm : doctor.types.pending,
          start: riyadhAt(14, time),
          patientPubkey: patient.pubkey,
        }),
      ),
    );
    const statuses = tally(results.map((r) => r.status));
    process.stdout.write(
      `storm of ${STORM}: ${JSON.stringify(statuses)} ${JSON.stringify(tally(results.map((r) => r.body.code)))}\n`,
    );
    const [overlaps] = await overlapsIn('appointments');
    process.stdout.write(`overlaps after the storm: ${JSON.stringify(overlaps)}\n`);
    expect(overlaps).toEqual({ seats: 0, crowded: 0, patients: 0, rooms: 0 });
    expect(Object.keys(statuses).sort()).toEqual(['201', '409']);
    expect(statuses[201]).toBeGreaterThan(20);
  }, 120_000);

  it('would see each kind of overlap: the same check over a copy of the table without the constraints', async () => {
    const db = t.database.db;
    await db.execute(sql`create table storm_unchecked as select * from appointments`);
    // One active booking in a room, whichever doctor the storm gave it to, taken twice: once by its
    // own doctor on a one-seat copy (its seat, the capacity and its patient taken twice), once by
    // another doctor (its room taken twice).
    const source = sql`(select min(id) from appointments where room_id is not null
      and status in ('pending', 'planed'))`;
    const copy = (offset: number, doctor: SQL, capacity: SQL) => sql`insert into storm_unchecked
      (id, doctor_id, patient_id, room_id, seat_no, capacity, start_at, end_at, status)
      select id + ${offset}, ${doctor}, patient_id, room_id, seat_no, ${capacity}, start_at, end_at, status
      from storm_unchecked where id = ${source}`;
    await db.execute(copy(100_000, sql`doctor_id`, sql`1`));
    await db.execute(copy(200_000, sql`doctor_id + 1000000`, sql`capacity`));
    const [overlaps] = await overlapsIn('storm_unchecked');
    await db.execute(sql`drop table storm_unchecked`);
    expect(Math.min(...Object.values(overlaps!)), JSON.stringify(overlaps)).toBeGreaterThan(0);
  });
});
