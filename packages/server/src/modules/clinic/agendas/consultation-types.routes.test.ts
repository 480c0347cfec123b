import type { ConsultationType } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riyadhAt } from '../../../test/clinic-fixtures.js';
import { agendaOf, bookFor, call, insertTeam, localDate, type Team } from '../../../test/schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';

let t: TestApp;
let team: Team;
let agenda: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
  agenda = await agendaOf(t, team.doctor);
}, 180_000);
afterAll(() => t.close());

const LONG = { nameAr: 'استشارة مطولة', nameEn: 'Long consultation', durationMinutes: 60, priceHalalas: 35_000 };

describe('POST /api/agendas/:pubkey/consultation-types', () => {
  it('offers one more type on the agenda, audited, bookable at once', async () => {
    const res = await call(t, 'POST', `/api/agendas/${agenda}/consultation-types`, team.as.doctor, {
      ...LONG,
      autoConfirm: true,
      cancellationCutoffHours: 12,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const type = res.body as ConsultationType;
    expect(type).toMatchObject({ ...LONG, agenda, autoConfirm: true, cancellationCutoffHours: 12, retired: false });
    expect((await eventsOf(t, type.id)).map((event) => event.action)).toEqual(['consultation_type.create']);
    const listed = await call(t, 'GET', `/api/agendas/${agenda}`, team.as.staff);
    expect(listed.body.consultationTypes.map((offered: ConsultationType) => offered.id)).toContain(type.id);
    const day = localDate(3);
    const slots = await call(
      t,
      'GET',
      `/api/doctors/${team.doctor.user.pubkey}/availability?from=${day}&to=${day}&type=${type.id}`,
    );
    const first = slots.body.days[0].slots[0];
    expect(Date.parse(first.end) - Date.parse(first.start)).toBe(3_600_000);
    const booked = await call(t, 'POST', '/api/appointments', team.as.patient, {
      doctorPubkey: team.doctor.user.pubkey,
      start: riyadhAt(3, '10:00'),
      consultationType: type.id,
    });
    expect([booked.status, booked.body.status, booked.body.durationMinutes]).toEqual([201, 'Planed', 60]);
  });

  it('answers bad input with the fields at fault, in Arabic and English', async () => {
    const bad = { nameAr: ' ', nameEn: 'X', durationMinutes: 0, priceHalalas: -1, cancellationCutoffHours: 200 };
    for (const lang of ['ar', 'en']) {
      const res = await call(
        t,
        'POST',
        `/api/agendas/${agenda}/consultation-types`,
        { ...team.as.staff, 'accept-language': lang },
        bad,
      );
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
        'body.cancellationCutoffHours',
        'body.durationMinutes',
        'body.nameAr',
        'body.priceHalalas',
      ]);
      expect(res.body.message).toBe(lang === 'ar' ? 'البيانات المرسلة غير صالحة.' : 'The submitted data is not valid.');
    }
  });

  it('is the care team’s, inside its scope', async () => {
    const cases: [keyof Team['as'] | null, number][] = [
      ['admin', 201],
      ['staff', 201],
      ['colleague', 404],
      ['otherStaff', 404],
      ['patient', 403],
      [null, 401],
    ];
    for (const [who, status] of cases) {
      const res = await call(t, 'POST', `/api/agendas/${agenda}/consultation-types`, who ? team.as[who] : {}, LONG);
      expect(res.status, `${who}`).toBe(status);
    }
  });
});

describe('PATCH /api/consultation-types/:pubkey', () => {
  it('changes price and names; a booked appointment keeps the price it was booked at', async () => {
    const before = await bookFor(t, team.as.staff, team.doctor, riyadhAt(5, '09:00'));
    const res = await call(t, 'PATCH', `/api/consultation-types/${team.doctor.types.pending}`, team.as.staff, {
      priceHalalas: 18_000,
      nameEn: 'Visit',
    });
    expect(res.body).toMatchObject({ priceHalalas: 18_000, nameEn: 'Visit', nameAr: 'كشف' });
    const [event] = await eventsOf(t, team.doctor.types.pending);
    expect(event).toMatchObject({ action: 'consultation_type.update' });
    expect(event!.before).toMatchObject({ priceHalalas: 15_000 });
    const after = await bookFor(t, team.as.staff, team.doctor, riyadhAt(5, '10:00'));
    const list = await call(t, 'GET', `/api/appointments?doctor=${team.doctor.user.pubkey}&limit=100`, team.as.staff);
    const price = (id: string) => list.body.data.find((a: { id: string }) => a.id === id).priceHalalas;
    expect([price(before), price(after)]).toEqual([15_000, 18_000]);
    for (const [who, status] of [
      ['colleague', 404],
      ['otherStaff', 404],
      ['patient', 403],
    ] as const) {
      const denied = await call(t, 'PATCH', `/api/consultation-types/${team.doctor.types.pending}`, team.as[who], {
        priceHalalas: 1,
      });
      expect(denied.status, who).toBe(status);
    }
    expect(
      (await call(t, 'PATCH', `/api/consultation-types/${team.doctor.types.pending}`, team.as.staff, {})).status,
    ).toBe(400);
  });
});
