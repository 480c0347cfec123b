import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bearerFor,
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertPatient,
  type ClinicFixture,
  type DoctorFixture,
} from '../../test/clinic-fixtures.js';
import { setSetting } from '../../test/settings-kit.js';
import type { UserRow } from '../users/users.table.js';

/** PRODUCT.md §7: a patient cancels until the cut-off, the type's own or else the clinic_cancellation_cutoff_hours setting. */

let t: TestApp;
let clinic: ClinicFixture;
let patient: UserRow;
let patientBearer: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  clinic = await insertClinic(t);
  patient = await insertPatient(t);
  patientBearer = await bearerFor(t, patient);
}, 180_000);
afterAll(() => t.close());

const NOW = Math.floor(Date.now() / 60_000) * 60_000;
let offset = 0;
/** A Planed appointment of the patient about `hours` ahead (a few minutes apart, so none overlaps the last). */
const planedIn = (doctor: DoctorFixture, hours: number) =>
  insertAppointment(t, doctor, patient, clinic, {
    start: new Date(NOW + hours * 3_600_000 + (offset += 31) * 60_000).toISOString(),
    status: 'planed',
  });
const cancel = async (row: { pubkey: string }) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/appointments/${row.pubkey}/cancel`,
    headers: patientBearer,
    payload: {},
  });
  return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().code}`;
};

describe('the patient’s cancellation cut-off', () => {
  it('falls back to the clinic_cancellation_cutoff_hours setting when the type has none', async () => {
    const doctor = await insertDoctor(t, clinic);
    await setSetting(t, 'clinic_cancellation_cutoff_hours', 48);
    const row = await planedIn(doctor, 30);
    expect(await cancel(row)).toBe('409 CLINIC_CANCEL_CUTOFF_PASSED');
    await setSetting(t, 'clinic_cancellation_cutoff_hours', 24);
    expect(await cancel(row)).toBe(200);
  });

  it('keeps a consultation type’s own cut-off over the setting, looser or stricter', async () => {
    const lenient = await insertDoctor(t, clinic, { type: { cancellationCutoffHours: 12 } });
    const strict = await insertDoctor(t, clinic, { type: { cancellationCutoffHours: 36 } });
    await setSetting(t, 'clinic_cancellation_cutoff_hours', 48);
    expect(await cancel(await planedIn(lenient, 30))).toBe(200);
    await setSetting(t, 'clinic_cancellation_cutoff_hours', 24);
    expect(await cancel(await planedIn(strict, 30))).toBe('409 CLINIC_CANCEL_CUTOFF_PASSED');
  });
});
