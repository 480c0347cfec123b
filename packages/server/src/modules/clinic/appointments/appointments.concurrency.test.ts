import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  book,
  clinicApp,
  insertAppointment,
  insertClinicPatient,
  insertDoctor,
  insertPatient,
  report,
  riyadhAt,
  sqlRows,
  tally,
  type ClinicFixture,
} from '../../../test/clinic-fixtures.js';

/**
 * The database's guarantee under real concurrency (PostgreSQL: many connections at once). On
 * PGlite, one connection, the same requests run one after another and must give the same counts.
 */
let t: TestApp;
let clinic: ClinicFixture;
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, clinic, staff } = await clinicApp());
}, 180_000);
afterAll(() => t.close());

async function race(capacity: number, bookings: number, day: number) {
  const doctor = await insertDoctor(t, clinic, { capacity, roomId: null });
  const patients = await Promise.all(
    Array.from({ length: bookings }, () => insertClinicPatient(t, clinic.etablissement.id)),
  );
  const start = riyadhAt(day, '10:00');
  const results = await Promise.all(
    patients.map((patient) =>
      book(t, staff, {
        doctorPubkey: doctor.user.pubkey,
        consultationType: doctor.types.pending,
        start,
        patientPubkey: patient.pubkey,
      }),
    ),
  );
  return tally(results.map((r) => r.status));
}

describe(`concurrent bookings (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('is the exclusion constraint’s to refuse: 20 raw inserts of one seat at once leave one row', async () => {
    const doctor = await insertDoctor(t, clinic, { roomId: null });
    const patients = await Promise.all(Array.from({ length: 20 }, () => insertPatient(t)));
    const start = riyadhAt(9, '10:00');
    // Straight into the repository, outside any booking transaction and without its party locks.
    const results = await Promise.allSettled(
      patients.map((patient) => insertAppointment(t, doctor, patient, clinic, { start, status: 'planed' })),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    report('raw inserts of one seat:', { rows: taken.length, refused: results.length - taken.length });
    expect(taken).toHaveLength(1);
  });

  it('gives one capacity-1 slot to exactly one of 50 simultaneous bookings', async () => {
    const counts = await race(1, 50, 10);
    report('capacity 1, 50 bookings:', counts);
    expect(counts).toEqual({ 201: 1, 409: 49 });
  });

  it('gives a capacity-3 slot to exactly three', async () => {
    const counts = await race(3, 50, 11);
    report('capacity 3, 50 bookings:', counts);
    expect(counts).toEqual({ 201: 3, 409: 47 });
  });

  it('lets one of 20 simultaneous confirms through, the others find it moved', async () => {
    const doctor = await insertDoctor(t, clinic, { roomId: null });
    const patient = await insertPatient(t);
    const booked = await book(t, await bearerFor(t, patient), {
      doctorPubkey: doctor.user.pubkey,
      consultationType: doctor.types.pending,
      start: riyadhAt(12, '10:00'),
    });
    expect(booked.body.status).toBe('Pending');
    const url = `/api/appointments/${booked.body.id}/confirm`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url, headers: staff, payload: {} })),
    );
    const counts = tally(results.map((res) => res.statusCode));
    report('20 confirms:', counts);
    expect(counts).toEqual({ 200: 1, 409: 19 });
    const history = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointment_history h join appointments a on a.id = h.appointment_id where a.pubkey = ${booked.body.id}`,
    );
    expect(history[0]!.n).toBe(2);
  });

  it('makes one appointment of an Idempotency-Key sent five times at once', async () => {
    const doctor = await insertDoctor(t, clinic, { roomId: null });
    const patient = await insertPatient(t);
    const headers = { ...(await bearerFor(t, patient)), 'idempotency-key': 'five-at-once' };
    const payload = {
      doctorPubkey: doctor.user.pubkey,
      consultationType: doctor.types.pending,
      start: riyadhAt(13, '10:00'),
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => book(t, headers, payload)));
    report('idempotent replays:', tally(results.map((r) => r.status)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const rows = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointments where idempotency_key = 'five-at-once'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
