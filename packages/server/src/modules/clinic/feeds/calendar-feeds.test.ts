import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedLink } from '@bayan/shared';
import { bearerFor, book, insertAppointment, riyadhAt } from '../../../test/clinic-fixtures.js';
import { insertTeam, type Team } from '../../../test/schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf, insertUser } from '../../../test/users-fixtures.js';
import { users } from '../../users/users.table.js';
import { etablissements } from '../directory/etablissements.table.js';
import { FEED_RATE } from './calendar-feed.service.js';

/** Issue 35: a doctor's and a patient's private calendar feed, on, rotated and off; read by an independent parser. */

let t: TestApp;
let team: Team;
const ADDRESS = 'طريق الملك فهد، الرياض';

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
  await t.database.db
    .update(etablissements)
    .set({ address: ADDRESS })
    .where(eq(etablissements.id, team.clinic.etablissement.id));
}, 180_000);
afterAll(() => t.close());

const en = (as: object) => ({ ...as, 'accept-language': 'en' });
const feedCall = (method: 'GET' | 'POST' | 'DELETE', as: object) =>
  t.app.inject({ method, url: '/api/calendar-feed', headers: en(as) });
const turnOn = async (as: object) => {
  const res = await feedCall('POST', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CalendarFeedLink>();
};
const fetchFeed = (link: Pick<CalendarFeedLink, 'https'>) =>
  t.app.inject({ method: 'GET', url: new URL(link.https).pathname });

/** The feed's VEVENTs, parsed by ical.js (not the library that wrote them), by UID. */
async function eventsIn(link: CalendarFeedLink) {
  const res = await fetchFeed(link);
  expect(res.statusCode, res.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return new Map(calendar.getAllSubcomponents('vevent').map((vevent) => [new ICAL.Event(vevent).uid, vevent]));
}
const statusOf = (vevent: ICAL.Component | undefined) => vevent?.getFirstPropertyValue('status');
const sequenceOf = (vevent: ICAL.Component | undefined) => vevent?.getFirstPropertyValue('sequence');

const transition = (pubkey: string, action: string, as: object, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${pubkey}/${action}`, headers: en(as), payload });

describe('calendar feeds', () => {
  it('a doctor’s feed: text/calendar with Asia/Riyadh’s VTIMEZONE, one event checked field by field', async () => {
    const start = riyadhAt(3, '10:00');
    const booked = await book(t, team.as.patient, {
      doctorPubkey: team.doctor.user.pubkey,
      start,
      consultationType: team.doctor.types.pending,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const link = await turnOn(team.as.doctor);
    expect(link).toMatchObject({ enabled: true, kind: 'doctor', since: expect.any(String) });
    const token = /\/api\/calendar-feeds\/([\w-]{43})\.ics$/.exec(link.https)?.[1];
    expect(token, link.https).toBeDefined();
    expect(link.webcal).toBe(link.https.replace(/^https?:/, 'webcal:'));
    expect(link.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);

    const res = await fetchFeed(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Riyadh');
    const standard = zone.getFirstSubcomponent('standard')!;
    expect(standard.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+03:00');
    expect(zone.getFirstSubcomponent('daylight')).toBeNull();

    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const event = new ICAL.Event(vevents[0]);
    expect(event.uid).toBe(`${booked.body.id}@bayan`);
    expect(event.sequence).toBe(0);
    expect(vevents[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Riyadh');
    // Read through the feed's own VTIMEZONE, the wall-clock times are the booked instants.
    ICAL.TimezoneService.register(zone);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(booked.body.end);
    expect(event.startDate.toString()).toBe(`${start.slice(0, 10)}T10:00:00`);
    expect(event.endDate.toString()).toBe(`${start.slice(0, 10)}T10:30:00`);
    expect(event.summary).toBe('Huda Person — Consultation');
    expect(event.location).toBe(`Al Shifa, ${ADDRESS}`);
    expect(event.description).toBe(
      ['Patient: Huda Person', 'Appointment type: Consultation', 'Status: Pending', 'Clinic: Al Shifa'].join('\n'),
    );
    expect(statusOf(vevents[0])).toBe('TENTATIVE');
    expect(event.organizer).toMatch(/^mailto:no-reply@/);
    expect(vevents[0]!.getFirstPropertyValue('url')).toContain(`appointment=${booked.body.id}`);
    // Nothing beyond what the doctor sees in the calendar: no price, no notes.
    expect(res.body).not.toMatch(/150|NOTES|ATTENDEE/);
  });

  it('lists only the owner’s appointments, from 30 days ago on', async () => {
    const other = await insertUser(t, { role: 'PATIENT', firstName: 'Other' });
    const mine = await insertAppointment(t, team.doctor, team.patient, team.clinic, {
      start: riyadhAt(-20, '09:00'),
      status: 'done',
    });
    const old = await insertAppointment(t, team.doctor, team.patient, team.clinic, {
      start: riyadhAt(-40, '09:00'),
      status: 'done',
    });
    const colleagues = await insertAppointment(t, team.colleague, team.patient, team.clinic, {
      start: riyadhAt(5, '09:00'),
      status: 'planed',
    });
    const othersVisit = await insertAppointment(t, team.doctor, other, team.clinic, {
      start: riyadhAt(6, '09:00'),
      status: 'planed',
    });
    const doctorFeed = await eventsIn(await turnOn(team.as.doctor));
    expect(doctorFeed.has(`${mine.pubkey}@bayan`)).toBe(true);
    expect(doctorFeed.has(`${othersVisit.pubkey}@bayan`)).toBe(true);
    expect(doctorFeed.has(`${old.pubkey}@bayan`)).toBe(false);
    expect(doctorFeed.has(`${colleagues.pubkey}@bayan`)).toBe(false);

    const patientLink = await turnOn(team.as.patient);
    expect(patientLink.kind).toBe('patient');
    const patientFeed = await eventsIn(patientLink);
    expect(patientFeed.has(`${colleagues.pubkey}@bayan`)).toBe(true);
    expect(patientFeed.has(`${othersVisit.pubkey}@bayan`)).toBe(false);
    // The patient's event names the doctor, not the patient.
    const visit = new ICAL.Event(patientFeed.get(`${colleagues.pubkey}@bayan`));
    expect(visit.summary).toBe('Dr Samir Person — Consultation');
    expect(visit.description).toContain('Doctor: Dr Samir Person');
  });

  it('a cancel shows as STATUS:CANCELLED, a reschedule moves the same UID, and SEQUENCE grows each time', async () => {
    const link = await turnOn(team.as.patient);
    const first = await book(t, team.as.patient, {
      doctorPubkey: team.doctor.user.pubkey,
      start: riyadhAt(8, '11:00'),
      consultationType: team.doctor.types.pending,
    });
    const uid = `${first.body.id}@bayan`;
    expect(sequenceOf((await eventsIn(link)).get(uid))).toBe(0);
    expect((await transition(first.body.id, 'confirm', team.as.doctor)).statusCode).toBe(200);
    const confirmed = (await eventsIn(link)).get(uid);
    expect([statusOf(confirmed), sequenceOf(confirmed)]).toEqual(['CONFIRMED', 1]);

    const moved = await transition(first.body.id, 'reschedule', team.as.patient, { start: riyadhAt(9, '12:00') });
    expect(moved.statusCode, moved.body).toBe(201);
    const afterMove = await eventsIn(link);
    const event = new ICAL.Event(afterMove.get(uid));
    expect(event.startDate.toString()).toBe(`${riyadhAt(9, '12:00').slice(0, 10)}T12:00:00`);
    expect(event.sequence).toBeGreaterThan(1);
    // The replaced appointment is the same event, moved: not a second one.
    expect(afterMove.has(`${moved.json<{ id: string }>().id}@bayan`)).toBe(false);

    expect((await transition(moved.json<{ id: string }>().id, 'cancel', team.as.patient)).statusCode).toBe(200);
    const canceled = (await eventsIn(link)).get(uid);
    expect(statusOf(canceled)).toBe('CANCELLED');
    expect(sequenceOf(canceled)).toBeGreaterThan(event.sequence);
  });

  it('rotating stops the old link at once; turning off stops the new; both 404 like an unknown token', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/calendar-feeds/${'A'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    const first = await turnOn(team.as.colleague);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = await turnOn(team.as.colleague);
    expect(second.https).not.toBe(first.https);
    const old = await fetchFeed(first);
    expect([old.statusCode, old.body]).toEqual([404, unknown.body]);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const off = await feedCall('DELETE', team.as.colleague);
    expect([off.statusCode, off.json()]).toEqual([200, { enabled: false, kind: 'doctor', since: null }]);
    const revoked = await fetchFeed(second);
    expect([revoked.statusCode, revoked.body]).toEqual([404, unknown.body]);
    expect(revoked.json<{ code: string }>().code).toBe('CLINIC_FEED_NOT_FOUND');
    expect((await feedCall('GET', team.as.colleague)).json()).toEqual({ enabled: false, kind: 'doctor', since: null });

    const events = await eventsOf(t, team.colleague.user.pubkey);
    expect(events.map((event) => event.action).filter((action) => action.startsWith('calendar_feed.'))).toEqual([
      'calendar_feed.issue',
      'calendar_feed.issue',
      'calendar_feed.revoke',
    ]);
  });

  it('five new links at once leave exactly one that works (one row per owner, replaced in one statement)', async () => {
    const strangerAs = await bearerFor(t, team.stranger.user);
    const links = await Promise.all(Array.from({ length: 5 }, () => turnOn(strangerAs)));
    const statuses = await Promise.all(links.map(async (link) => (await fetchFeed(link)).statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(4);
  });

  it('stops when its owner can no longer sign in, and is only for doctors and patients', async () => {
    const patient = await insertUser(t, { role: 'PATIENT', firstName: 'Blocked' });
    const link = await turnOn(await bearerFor(t, patient));
    expect((await fetchFeed(link)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, patient.id));
    expect((await fetchFeed(link)).statusCode).toBe(404);
    expect((await feedCall('POST', team.as.staff)).statusCode).toBe(403);
    expect((await feedCall('GET', team.as.admin)).statusCode).toBe(403);
    const badName = await t.app.inject({ method: 'GET', url: '/api/calendar-feeds/short.ics' });
    expect(badName.statusCode).toBe(400);
  });

  it('answers one client address at most FEED_RATE times a minute, then a 429', async () => {
    const link = await turnOn(team.as.doctor);
    const path = new URL(link.https).pathname;
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: path, remoteAddress });
    for (let i = 0; i < FEED_RATE.limit; i += 1) expect((await from('203.0.113.9')).statusCode).toBe(200);
    const refused = await from('203.0.113.9');
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([429, 'RATE_LIMITED']);
    expect((await from('203.0.113.10')).statusCode).toBe(200);
  });
});
