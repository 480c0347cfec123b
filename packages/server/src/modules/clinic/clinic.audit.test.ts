import { describe, expect, it } from 'vitest';
import { book, insertAppointment, riyadhAt } from '../../test/clinic-fixtures.js';
import { useTeamApp } from '../../test/team-app.js';
import { eventsOf } from '../../test/users-fixtures.js';

/** PRODUCT.md §6: every write is audited with its actor and entity, in the change's transaction. */

const ctx = useTeamApp();

/** Who did what to which entity, and the before/after of the change. */
const audit = async (entityId: string) =>
  (await eventsOf(ctx.t, entityId)).map(({ action, actorId, entity, before, after }) => ({
    action,
    actorId,
    entity,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
  }));

describe('the clinic’s audit events', () => {
  it('records a booking with the booker as actor and the appointment as entity', async () => {
    const { doctor, patient } = ctx.team;
    const booked = await book(ctx.t, ctx.team.as.patient, {
      doctorPubkey: doctor.user.pubkey,
      start: riyadhAt(3, '10:00'),
      consultationType: doctor.types.pending,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await audit(booked.body.id)).toEqual([
      {
        action: 'appointment.book',
        actorId: patient.id,
        entity: 'appointment',
        before: null,
        after: expect.objectContaining({ id: booked.body.id, status: 'Pending' }),
      },
    ]);
  });

  it('records a rescheduling on the new appointment, with the old one before and the reason after', async () => {
    const { doctor, patient, clinic } = ctx.team;
    const old = await insertAppointment(ctx.t, doctor, patient, clinic, {
      start: riyadhAt(4, '10:00'),
      status: 'planed',
    });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/appointments/${old.pubkey}/reschedule`,
      headers: ctx.team.as.doctor,
      payload: { start: riyadhAt(4, '12:00'), reason: 'The doctor is delayed' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const moved = res.json<{ id: string }>().id;
    expect(await audit(moved)).toEqual([
      {
        action: 'appointment.reschedule',
        actorId: doctor.user.id,
        entity: 'appointment',
        before: expect.objectContaining({ id: old.pubkey, status: 'Planed' }),
        after: expect.objectContaining({ id: moved, rescheduledFrom: old.pubkey, reason: 'The doctor is delayed' }),
      },
    ]);
  });

  it('records retiring a consultation type once, with the retiring doctor as actor and the type as entity', async () => {
    const { doctor } = ctx.team;
    const retire = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/api/consultation-types/${doctor.types.autoConfirm}/retire`,
        headers: ctx.team.as.doctor,
      });
    expect((await retire()).statusCode).toBe(200);
    expect((await retire()).statusCode).toBe(200);
    expect(await audit(doctor.types.autoConfirm)).toEqual([
      {
        action: 'consultation_type.retire',
        actorId: doctor.user.id,
        entity: 'consultation_type',
        before: expect.objectContaining({ id: doctor.types.autoConfirm, retired: false }),
        after: expect.objectContaining({ id: doctor.types.autoConfirm, retired: true }),
      },
    ]);
  });
});
