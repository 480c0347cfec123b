import type { Campaign, CampaignRegistration } from '@bayan/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  insertClinic,
  insertPatient,
  insertStaff,
  sqlRows,
  type ClinicFixture,
} from '../../../test/clinic-fixtures.js';
import { inboxOf, outboxOf, withPhone } from '../../../test/notice-kit.js';
import { call } from '../../../test/schedule-fixtures.js';
import { createTestApp, type Bearer, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';
import { campaignBody, createCampaign, register, riyadhDay } from '../../../test/campaign-fixtures.js';

let t: TestApp;
let clinic: ClinicFixture;
let staff: Bearer;
let otherStaff: Bearer;

beforeAll(async () => {
  t = await createTestApp();
  clinic = await insertClinic(t, 'Campaign One');
  staff = await bearerFor(t, await insertStaff(t, clinic));
  otherStaff = await bearerFor(t, await insertStaff(t, await insertClinic(t, 'Campaign Two')));
}, 180_000);
afterAll(() => t.close());

const patient = async (): Promise<{ user: UserRow; as: Bearer }> => {
  const user = await withPhone(t, await insertPatient(t));
  return { user, as: await bearerFor(t, user) };
};
const move = (as: Bearer, action: 'accept' | 'cancel', registration: string) =>
  call(t, 'POST', `/api/campaign-registrations/${registration}/${action}`, { ...as, 'accept-language': 'en' });
const seatsOf = async (campaign: string) =>
  (await sqlRows<{ seats_taken: number }>(t, sql`select seats_taken from campaigns where pubkey = ${campaign}`))[0]!
    .seats_taken;

describe('campaigns', () => {
  it('are created by staff on a day and hours in the clinic’s zone; upcoming ones are public', async () => {
    const campaign = await createCampaign(t, staff);
    expect(campaign).toMatchObject({
      date: riyadhDay(5),
      startTime: '09:00',
      endTime: '13:00',
      start: `${riyadhDay(5)}T09:00:00+03:00`,
      capacity: 2,
      seatsTaken: 0,
      etablissement: { pubkey: clinic.etablissement.pubkey },
    });
    expect((await eventsOf(t, campaign.pubkey)).map((e) => e.action)).toEqual(['campaign.create']);
    const upcoming = await call(t, 'GET', '/api/campaigns/upcoming');
    expect((upcoming.body as Campaign[]).map((c) => c.pubkey)).toContain(campaign.pubkey);
    expect((upcoming.body as Campaign[])[0]).not.toHaveProperty('myRegistration');
  });

  it('refuses bad input with localised 400s: no seats, hours out of order, a day passed', async () => {
    const cases = [
      [{ capacity: 0 }, 'body.capacity'],
      [{ capacity: 2.5 }, 'body.capacity'],
      [{ endTime: '08:00' }, 'body.endTime'],
      [{ startTime: '25:00' }, 'body.startTime'],
      [{ date: riyadhDay(-1) }, 'body.date'],
      [{ date: '2026-02-30' }, 'body.date'],
    ] as const;
    for (const [overrides, path] of cases) {
      const res = await call(t, 'POST', '/api/campaigns', staff, campaignBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const past = await call(
      t,
      'POST',
      '/api/campaigns',
      { ...staff, 'accept-language': 'en' },
      campaignBody({ date: riyadhDay(-1) }),
    );
    expect(past.body.details[0].message).toBe('Choose a day and time that have not passed yet.');
  });

  it('keeps staff to their clinic, and refuses a capacity below the seats taken (409)', async () => {
    const campaign = await createCampaign(t, staff);
    expect((await call(t, 'PATCH', `/api/campaigns/${campaign.pubkey}`, otherStaff, { capacity: 5 })).status).toBe(404);
    const listed = await call(t, 'GET', '/api/campaigns?limit=100', otherStaff);
    expect((listed.body.data as Campaign[]).map((c) => c.pubkey)).not.toContain(campaign.pubkey);
    for (let i = 0; i < 2; i++) expect((await register(t, (await patient()).as, campaign.pubkey)).status).toBe(201);
    const shrink = await call(t, 'PATCH', `/api/campaigns/${campaign.pubkey}`, staff, { capacity: 1 });
    expect([shrink.status, shrink.body.code]).toEqual([409, 'CLINIC_CAMPAIGN_CAPACITY_BELOW_TAKEN']);
    const grow = await call(t, 'PATCH', `/api/campaigns/${campaign.pubkey}`, staff, { capacity: 3, endTime: '14:00' });
    expect(grow.body).toMatchObject({ capacity: 3, seatsTaken: 2, endTime: '14:00', startTime: '09:00' });
    const remove = await call(t, 'DELETE', `/api/campaigns/${campaign.pubkey}`, staff);
    expect([remove.status, remove.body.code]).toEqual([409, 'CLINIC_CAMPAIGN_IN_USE']);
    const empty = await createCampaign(t, staff);
    expect((await call(t, 'DELETE', `/api/campaigns/${empty.pubkey}`, staff)).status).toBe(204);
  });
});

describe('campaign registrations', () => {
  it('PENDING → ACCEPTED → CANCELED: audited, told to the patient, seat given back on cancel', async () => {
    const campaign = await createCampaign(t, staff, { capacity: 1 });
    const { user, as } = await patient();
    const res = await register(t, as, campaign.pubkey);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const registration = res.body as CampaignRegistration;
    expect(registration).toMatchObject({
      status: 'PENDING',
      campaign: { pubkey: campaign.pubkey },
      patient: { pubkey: user.pubkey },
    });
    const mine = (await call(t, 'GET', '/api/campaigns/upcoming', as)).body as Campaign[];
    expect(mine.find((c) => c.pubkey === campaign.pubkey)?.myRegistration).toEqual({
      pubkey: registration.pubkey,
      status: 'PENDING',
    });
    expect(await seatsOf(campaign.pubkey)).toBe(1);

    const accepted = await move(staff, 'accept', registration.pubkey);
    expect([accepted.status, accepted.body.status]).toEqual([200, 'ACCEPTED']);
    const canceled = await move(staff, 'cancel', registration.pubkey);
    expect([canceled.status, canceled.body.status]).toEqual([200, 'CANCELED']);
    expect(await seatsOf(campaign.pubkey)).toBe(0);

    expect((await eventsOf(t, registration.pubkey)).map((e) => e.action)).toEqual([
      'registration.create',
      'registration.accept',
      'registration.cancel',
    ]);
    expect(await inboxOf(t, user)).toEqual([
      expect.stringMatching(/^Your campaign registration was received: Free screening day — /),
      expect.stringMatching(/^Your campaign registration is accepted: Free screening day — /),
      expect.stringMatching(/^Your campaign registration was canceled: Free screening day — /),
    ]);
    expect((await outboxOf(t, user)).map((row) => row.channel).sort()).toEqual([
      'email',
      'email',
      'email',
      'sms',
      'sms',
      'sms',
    ]);
  });

  it('keeps CANCELED final and ACCEPTED from being accepted again (409 stale)', async () => {
    const campaign = await createCampaign(t, staff);
    const { as } = await patient();
    const registration = (await register(t, as, campaign.pubkey)).body as CampaignRegistration;
    expect((await move(staff, 'accept', registration.pubkey)).status).toBe(200);
    expect((await move(staff, 'accept', registration.pubkey)).body.code).toBe('CLINIC_REGISTRATION_STALE');
    // The patient cancels their own.
    expect((await move(as, 'cancel', registration.pubkey)).body.status).toBe('CANCELED');
    for (const action of ['accept', 'cancel'] as const) {
      const again = await move(staff, action, registration.pubkey);
      expect([again.status, again.body.code]).toEqual([409, 'CLINIC_REGISTRATION_STALE']);
    }
    expect(await seatsOf(campaign.pubkey)).toBe(0);
  });

  it('lets a patient register once per campaign, even after canceling', async () => {
    const campaign = await createCampaign(t, staff, { capacity: 5 });
    const { as } = await patient();
    const first = (await register(t, as, campaign.pubkey)).body as CampaignRegistration;
    const second = await register(t, as, campaign.pubkey);
    expect([second.status, second.body.code, second.body.message]).toEqual([
      409,
      'CLINIC_CAMPAIGN_ALREADY_REGISTERED',
      'You have already registered for this campaign.',
    ]);
    await move(as, 'cancel', first.pubkey);
    expect((await register(t, as, campaign.pubkey)).body.code).toBe('CLINIC_CAMPAIGN_ALREADY_REGISTERED');
    // The refused attempts took no seat.
    expect(await seatsOf(campaign.pubkey)).toBe(0);
  });

  it('refuses a full campaign (409, localised) and a campaign that has started', async () => {
    const campaign = await createCampaign(t, staff, { capacity: 1 });
    expect((await register(t, (await patient()).as, campaign.pubkey)).status).toBe(201);
    const full = await register(t, (await patient()).as, campaign.pubkey);
    expect([full.status, full.body.code, full.body.message]).toEqual([
      409,
      'CLINIC_CAMPAIGN_FULL',
      'This campaign is full.',
    ]);
    const arabic = await call(t, 'POST', `/api/campaigns/${campaign.pubkey}/registrations`, (await patient()).as);
    expect(arabic.body.message).toBe('اكتمل العدد في هذه الحملة.');

    const started = await createCampaign(t, staff);
    const pending = (await register(t, (await patient()).as, started.pubkey)).body as CampaignRegistration;
    await sqlRows(
      t,
      sql`update campaigns set start_at = now() - interval '1 hour', end_at = now() + interval '1 hour' where pubkey = ${started.pubkey}`,
    );
    expect((await register(t, (await patient()).as, started.pubkey)).body.code).toBe('CLINIC_CAMPAIGN_PAST');
    expect((await move(staff, 'accept', pending.pubkey)).body.code).toBe('CLINIC_CAMPAIGN_PAST');
    const upcoming = (await call(t, 'GET', '/api/campaigns/upcoming')).body as Campaign[];
    expect(upcoming.map((c) => c.pubkey)).not.toContain(started.pubkey);
  });

  it('is for logged-in patients; staff of another clinic and other patients do not find it', async () => {
    const campaign = await createCampaign(t, staff);
    const visitor = await register(t, {}, campaign.pubkey);
    expect([visitor.status, visitor.body.message]).toEqual([401, 'Please log in to register for this campaign.']);
    expect((await register(t, staff, campaign.pubkey)).status).toBe(403);
    const { as } = await patient();
    const registration = (await register(t, as, campaign.pubkey)).body as CampaignRegistration;
    expect((await move(otherStaff, 'accept', registration.pubkey)).status).toBe(404);
    expect((await move((await patient()).as, 'cancel', registration.pubkey)).status).toBe(404);
    expect((await move(as, 'accept', registration.pubkey)).status).toBe(403);
    const theirs = await call(t, 'GET', `/api/campaign-registrations?campaign=${campaign.pubkey}`, otherStaff);
    expect(theirs.body.total).toBe(0);
  });

  it('lists a clinic’s registrations by campaign and state', async () => {
    const campaign = await createCampaign(t, staff, { capacity: 3 });
    const made: CampaignRegistration[] = [];
    for (let i = 0; i < 3; i++) made.push((await register(t, (await patient()).as, campaign.pubkey)).body);
    await move(staff, 'accept', made[0]!.pubkey);
    await move(staff, 'cancel', made[1]!.pubkey);
    const of = async (status: string) =>
      (await call(t, 'GET', `/api/campaign-registrations?campaign=${campaign.pubkey}&status=${status}`, staff)).body
        .data as CampaignRegistration[];
    expect((await of('ACCEPTED')).map((r) => r.pubkey)).toEqual([made[0]!.pubkey]);
    expect((await of('CANCELED')).map((r) => r.pubkey)).toEqual([made[1]!.pubkey]);
    expect((await of('PENDING')).map((r) => r.pubkey)).toEqual([made[2]!.pubkey]);
    expect((await call(t, 'GET', '/api/campaign-registrations?status=DONE', staff)).status).toBe(400);
  });
});
