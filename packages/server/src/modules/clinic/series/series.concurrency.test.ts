import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import {
  book,
  clinicApp,
  insertClinicPatient,
  insertDoctor,
  report,
  riyadhAt,
  sqlRows,
  type ClinicFixture,
} from '../../../test/clinic-fixtures.js';

/**
 * A series booked all-or-nothing racing single bookings for its seats (PostgreSQL: many
 * connections at once; PGlite runs them one after another and must end the same way): the
 * series is whole or absent, never partial, and no seat is held twice.
 */
let t: TestApp;
let clinic: ClinicFixture;
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, clinic, staff } = await clinicApp());
}, 180_000);
afterAll(() => t.close());

async function raceOnce(round: number) {
  const doctor = await insertDoctor(t, clinic, { roomId: null });
  const [patient, rival] = await Promise.all([
    insertClinicPatient(t, clinic.etablissement.id),
    insertClinicPatient(t, clinic.etablissement.id),
  ]);
  const hour = `${String(8 + (round % 10)).padStart(2, '0')}:00`;
  const count = 6;
  const seriesRequest = t.app.inject({
    method: 'POST',
    url: '/api/appointment-series',
    headers: staff,
    payload: {
      doctorPubkey: doctor.user.pubkey,
      patientPubkey: patient.pubkey,
      consultationType: doctor.types.autoConfirm,
      start: riyadhAt(3, hour),
      unit: 'weeks',
      every: 1,
      count,
    },
  });
  // The single booking wants the series' last seat, the one it takes last; every other round it
  // leaves a little later, so the series is sometimes inside its transaction when it comes.
  const head = round % 2 === 0 ? 0 : 20 * round;
  const single = new Promise((resolve) => setTimeout(resolve, head)).then(() =>
    book(t, staff, {
      doctorPubkey: doctor.user.pubkey,
      consultationType: doctor.types.autoConfirm,
      start: riyadhAt(3 + 7 * (count - 1), hour),
      patientPubkey: rival.pubkey,
    }),
  );
  const [series, booked] = await Promise.all([seriesRequest, single]);
  const [rows] = await sqlRows<{ seriesRows: number; singleRows: number; seats: number }>(
    t,
    sql`select count(*) filter (where series_id is not null)::int as "seriesRows",
               count(*) filter (where series_id is null)::int as "singleRows",
               count(distinct (start_at, seat_no))::int as seats
        from appointments where doctor_id = ${doctor.user.id} and status in ('pending', 'planed')`,
  );
  return { series: series.statusCode, single: booked.status, ...rows!, count };
}

describe(`a series racing a single booking (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('ends with the whole series or none of it, and never a seat twice', async () => {
    const outcomes = [];
    for (let round = 0; round < 10; round += 1) outcomes.push(await raceOnce(round));
    report(
      'series vs single:',
      outcomes.map(({ series, single }) => `${series}/${single}`),
    );
    for (const o of outcomes) {
      // One of the two has the contested seat; the other is refused.
      expect([o.series, o.single].sort()).toEqual([201, 409]);
      // The series' rows: all of its occurrences or none (never a partial series).
      expect([o.seriesRows, o.singleRows]).toEqual([o.series === 201 ? o.count : 0, o.single === 201 ? 1 : 0]);
      // No seat held twice.
      expect(o.seats).toBe(o.seriesRows + o.singleRows);
    }
  });
});
