import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  book,
  insertClinic,
  insertDoctor,
  insertPatient,
  nextWeekday,
  riyadhAt,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import { blocks } from '../time-off/blocks.table.js';

let t: TestApp;
let doctor: DoctorFixture;
let patientBearer: { authorization: string };

const attempt = (start: string) =>
  book(t, patientBearer, { doctorPubkey: doctor.user.pubkey, start, consultationType: doctor.types.pending });

// Friday off, open 09:00–20:45 (closing mid-slot); the doctor's agenda runs 06:00–23:00 every day in 30-minute slots.
beforeAll(async () => {
  t = await createTestApp();
  const clinic = await insertClinic(t, 'Al Shifa', { weekendDays: [5], startHour: '09:00', endHour: '20:45' });
  doctor = await insertDoctor(t, clinic);
  patientBearer = await bearerFor(t, await insertPatient(t));
  const sunday = nextWeekday(0);
  await t.database.db.insert(blocks).values([
    {
      doctorId: doctor.user.id,
      period: `[${riyadhAt(sunday, '10:00')},${riyadhAt(sunday, '12:00')})`,
      reason: 'leave',
    },
    { etablissementId: clinic.etablissement.id, period: `[${riyadhAt(sunday, '15:00')},${riyadhAt(sunday, '16:00')})` },
  ]);
}, 180_000);
afterAll(() => t.close());

describe('booking follows the clinic calendar that availability shows', () => {
  it.each([
    ['on the weekend day', () => riyadhAt(nextWeekday(5), '10:00'), 'CLINIC_CLOSED'],
    ['before the clinic opens', () => riyadhAt(nextWeekday(1), '08:00'), 'CLINIC_CLOSED'],
    ['in the slot the closing time cuts', () => riyadhAt(nextWeekday(1), '20:30'), 'CLINIC_CLOSED'],
    ['during the doctor’s leave', () => riyadhAt(nextWeekday(0), '11:00'), 'CLINIC_SLOT_BLOCKED'],
    ['during the clinic’s own block', () => riyadhAt(nextWeekday(0), '15:30'), 'CLINIC_SLOT_BLOCKED'],
  ])('refuses a start %s', async (_label, start, code) => {
    const res = await attempt(start());
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.code).toBe(code);
  });

  it('takes the slots around the blocks and the last one before closing', async () => {
    for (const time of ['09:30', '12:00', '14:30', '16:00', '20:00']) {
      const res = await attempt(riyadhAt(nextWeekday(0), time));
      expect(res.status, `${time}: ${JSON.stringify(res.body)}`).toBe(201);
    }
  });
});
