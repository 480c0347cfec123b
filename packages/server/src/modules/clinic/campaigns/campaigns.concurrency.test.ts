import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, insertClinic, insertPatient, insertStaff, sqlRows, tally } from '../../../test/clinic-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createCampaign, register } from '../../../test/campaign-fixtures.js';

/**
 * The seat counter under real concurrency (PostgreSQL: many connections at once); on PGlite the
 * same requests run one after another and must give the same counts.
 */
let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await bearerFor(t, await insertStaff(t, await insertClinic(t, 'Race')));
}, 180_000);
afterAll(() => t.close());

describe(`concurrent campaign registrations (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('gives a capacity-7 campaign to exactly 7 of 30 simultaneous patients, the rest 409 full', async () => {
    const capacity = 7;
    const campaign = await createCampaign(t, staff, { capacity });
    const patients = await Promise.all(Array.from({ length: 30 }, () => insertPatient(t)));
    const bearers = await Promise.all(patients.map((patient) => bearerFor(t, patient)));
    const results = await Promise.all(bearers.map((as) => register(t, as, campaign.pubkey)));
    const counts = tally(results.map((r) => r.status));
    process.stdout.write(`capacity ${capacity}, 30 registrations: ${JSON.stringify(counts)}\n`);
    expect(counts).toEqual({ 201: capacity, 409: 30 - capacity });
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(
      new Set(['CLINIC_CAMPAIGN_FULL']),
    );
    const [row] = await sqlRows<{ seats: number; rows: number }>(
      t,
      sql`select c.seats_taken as seats, (select count(*)::int from campaign_registrations r where r.campaign_id = c.id) as rows
          from campaigns c where c.pubkey = ${campaign.pubkey}`,
    );
    expect(row).toEqual({ seats: capacity, rows: capacity });
  });

  it('lets one of 20 simultaneous registrations by the same patient through', async () => {
    const campaign = await createCampaign(t, staff, { capacity: 50 });
    const as = await bearerFor(t, await insertPatient(t));
    const results = await Promise.all(Array.from({ length: 20 }, () => register(t, as, campaign.pubkey)));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: 19 });
    const [row] = await sqlRows<{ seats: number }>(
      t,
      sql`select seats_taken as seats from campaigns where pubkey = ${campaign.pubkey}`,
    );
    expect(row).toEqual({ seats: 1 });
  });
});
