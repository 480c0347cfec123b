import { describe, expect, it } from 'vitest';
import { bearerFor, book, insertAppointment, insertClinicPatient, riyadhAt } from '../../../test/clinic-fixtures.js';
import { outboxOf, withPhone } from '../../../test/notice-kit.js';
import { useTeamApp } from '../../../test/team-app.js';
import type { UserRow } from '../../users/users.table.js';

/** Issue 10 (with appointments.notices.test.ts): a booking made for someone else, and a move, by email and SMS too. */

const ctx = useTeamApp();
/** The English half of the subjects of what was sent to `user` since `from`. */
const sentTo = async (user: UserRow, from = 0) =>
  (await outboxOf(ctx.t, user)).slice(from).map((row) => `${row.channel} ${row.subject.split(' | ')[1]}`);
const both = (subject: string) => [`email ${subject}`, `sms ${subject}`];
const patientWithPhone = async () =>
  withPhone(ctx.t, await insertClinicPatient(ctx.t, ctx.team.clinic.etablissement.id));

describe('appointment notices by email and SMS', () => {
  it('tells the patient and the doctor of a booking the staff made for them', async () => {
    const doctor = await withPhone(ctx.t, ctx.team.doctor.user);
    const patient = await patientWithPhone();
    const booked = await book(ctx.t, ctx.team.as.staff, {
      doctorPubkey: doctor.pubkey,
      patientPubkey: patient.pubkey,
      start: riyadhAt(3, '10:00'),
      consultationType: ctx.team.doctor.types.pending,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await sentTo(patient)).toEqual(both('An appointment was booked for you'));
    expect(await sentTo(doctor)).toEqual(both('New booking'));
    expect((await outboxOf(ctx.t, patient))[0]!.body).toMatch(/\/dashboard\/my-appointments$/);
  });

  it('tells both of a move by the staff, and only the doctor of the patient’s own move', async () => {
    const doctor = await withPhone(ctx.t, ctx.team.colleague.user);
    const patient = await patientWithPhone();
    const fixture = { ...ctx.team.colleague, user: doctor };
    const move = async (headers: object, from: string, to: string) => {
      const row = await insertAppointment(ctx.t, fixture, patient, ctx.team.clinic, { start: from, status: 'planed' });
      const url = `/api/appointments/${row.pubkey}/reschedule`;
      const res = await ctx.t.app.inject({ method: 'POST', url, headers: { ...headers }, payload: { start: to } });
      expect(res.statusCode, res.body).toBe(201);
    };
    await move(ctx.team.as.staff, riyadhAt(5, '10:00'), riyadhAt(5, '11:00'));
    expect(await sentTo(patient)).toEqual(both('An appointment was moved'));
    expect(await sentTo(doctor)).toEqual(both('An appointment was moved'));
    await move(await bearerFor(ctx.t, patient), riyadhAt(6, '10:00'), riyadhAt(6, '11:00'));
    expect(await sentTo(patient, 2)).toEqual([]);
    expect(await sentTo(doctor, 2)).toEqual(both('An appointment was moved'));
  });
});
