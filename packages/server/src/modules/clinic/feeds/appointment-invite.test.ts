import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedLink } from '@bayan/shared';
import { book, insertClinicPatient, riyadhAt } from '../../../test/clinic-fixtures.js';
import { outboxOf } from '../../../test/notice-kit.js';
import { insertTeam, type Team } from '../../../test/schedule-fixtures.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 35: an appointment notice's email carries an .ics invitation, REQUEST while it stands, CANCEL once it is off. */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let team: Team;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, SMTP_FROM: 'Bayan <no-reply@bayan.test>' });
  team = await insertTeam(t);
}, 180_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The last email delivered to `address`, as a mail client parses it. */
async function lastMailTo(address: string) {
  await t.app.services.jobRunner.idle();
  const mail = sink.received.filter((received) => received.to.includes(address)).at(-1);
  expect(mail, `an email reached ${address}`).toBeDefined();
  return PostalMime.parse(mail!.data);
}

/** The invitation's one VEVENT and the calendar's METHOD, parsed by ical.js. */
function invitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { method: calendar.getFirstPropertyValue('method'), vevent, event: new ICAL.Event(vevent) };
}

describe('appointment notice emails', () => {
  it('carry an .ics: METHOD:REQUEST on a booking, METHOD:CANCEL on a cancel, the feed’s UID, a growing SEQUENCE', async () => {
    const doctorEmail = team.doctor.user.email!;
    const booked = await book(t, team.as.patient, {
      doctorPubkey: team.doctor.user.pubkey,
      start: riyadhAt(4, '09:30'),
      consultationType: team.doctor.types.pending,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const [stored] = (await outboxOf(t, team.doctor.user)).filter((row) => row.channel === 'email');
    expect(stored?.calendar?.method).toBe('REQUEST');
    const mail = await lastMailTo(doctorEmail);
    expect(mail.subject).toBe('حجز جديد | New booking');
    const attachment = mail.attachments.find((part) => part.mimeType.startsWith('text/calendar'));
    expect(attachment, JSON.stringify(mail.attachments.map((part) => part.mimeType))).toBeDefined();
    const sent = new TextDecoder().decode(attachment!.content as ArrayBuffer);
    // Line endings aside (the sink's copy went through quoted-printable), what the outbox stored.
    const lines = (text: string) => text.split(/\r?\n/).filter(Boolean);
    expect(lines(sent)).toEqual(lines(stored!.calendar!.content));

    const request = invitation(sent);
    expect(request.method).toBe('REQUEST');
    expect(request.event.uid).toBe(`${booked.body.id}@bayan`);
    expect(request.event.sequence).toBe(0);
    expect(request.event.summary).toBe('Huda Person — كشف | Huda Person — Consultation');
    expect(request.vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(request.event.organizer).toBe('mailto:no-reply@bayan.test');
    const attendees = request.event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase());
    expect(attendees).toEqual([`mailto:${doctorEmail}`]);

    // The same UID as the doctor's feed: a subscriber's calendar and the email's invitation are one event.
    const link = (
      await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: team.as.doctor })
    ).json<CalendarFeedLink>();
    const feed = await t.app.inject({ method: 'GET', url: new URL(link.https).pathname });
    expect(feed.body).toContain(`UID:${booked.body.id}@bayan`);

    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${booked.body.id}/cancel`,
      headers: team.as.patient,
      payload: {},
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const cancelMail = await lastMailTo(doctorEmail);
    const cancelPart = cancelMail.attachments.find((part) => part.mimeType.startsWith('text/calendar'));
    const cancel = invitation(new TextDecoder().decode(cancelPart!.content as ArrayBuffer));
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.uid).toBe(request.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(request.event.sequence);
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('of a series invite to each visit: one .ics a visit, each with its own UID, in the one email', async () => {
    const patient = await insertClinicPatient(t, team.doctor.etablissementId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointment-series',
      headers: team.as.staff,
      payload: {
        doctorPubkey: team.doctor.user.pubkey,
        patientPubkey: patient.pubkey,
        consultationType: team.doctor.types.autoConfirm,
        start: riyadhAt(5, '11:00'),
        unit: 'days',
        every: 1,
        count: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ids = res.json<{ appointments: { id: string }[] }>().appointments.map((a) => `${a.id}@bayan`);
    const mail = await lastMailTo(patient.email!);
    const invites = mail.attachments
      .filter((part) => part.mimeType.startsWith('text/calendar'))
      .map((part) => invitation(new TextDecoder().decode(part.content as ArrayBuffer)));
    // nodemailer's icalEvent goes out as a text/calendar part and as invite.ics: the first visit twice.
    expect([...new Set(invites.map((invite) => invite.event.uid))]).toEqual(ids);
    expect(invites.every((invite) => invite.method === 'REQUEST')).toBe(true);
  });
});
