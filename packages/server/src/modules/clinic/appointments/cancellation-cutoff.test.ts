import { describe, expect, it } from 'vitest';
import { insertAppointment, insertDoctor, type DoctorFixture } from '../../../test/clinic-fixtures.js';
import { useTeamApp } from '../../../test/team-app.js';
import { setSetting } from '../../../test/settings-kit.js';

/** PRODUCT.md §7: a patient cancels until the cut-off, the type's own or else the clinic_cancellation_cutoff_hours setting. */

const ctx = useTeamApp();

const NOW = Math.floor(Date.now() / 60_000) * 60_000;
let offset = 0;
/** A Planed appointment of the patient about `hours` ahead (a few minutes apart, so none overlaps the last). */
const planedIn = (doctor: DoctorFixture, hours: number) =>
  insertAppointment(ctx.t, doctor, ctx.team.patient, ctx.team.clinic, {
    start: new Date(NOW + hours * 3_600_000 + (offset += 31) * 60_000).toISOString(),
    status: 'planed',
  });
const cancel = async (row: { pubkey: string }) => {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/appointments/${row.pubkey}/cancel`,
    headers: ctx.team.as.patient,
    payload: {},
  });
  return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().code}`;
};

describe('the patient’s cancellation cut-off', () => {
  it('falls back to the clinic_cancellation_cutoff_hours setting when the type has none', async () => {
    const { doctor } = ctx.team;
    await setSetting(ctx.t, 'clinic_cancellation_cutoff_hours', 48);
    const row = await planedIn(doctor, 30);
    expect(await cancel(row)).toBe('409 CLINIC_CANCEL_CUTOFF_PASSED');
    await setSetting(ctx.t, 'clinic_cancellation_cutoff_hours', 24);
    expect(await cancel(row)).toBe(200);
  });

  it('keeps a consultation type’s own cut-off over the setting, looser or stricter', async () => {
    const lenient = await insertDoctor(ctx.t, ctx.team.clinic, { type: { cancellationCutoffHours: 12 } });
    const strict = await insertDoctor(ctx.t, ctx.team.clinic, { type: { cancellationCutoffHours: 36 } });
    await setSetting(ctx.t, 'clinic_cancellation_cutoff_hours', 48);
    expect(await cancel(await planedIn(lenient, 30))).toBe(200);
    await setSetting(ctx.t, 'clinic_cancellation_cutoff_hours', 24);
    expect(await cancel(await planedIn(strict, 30))).toBe('409 CLINIC_CANCEL_CUTOFF_PASSED');
  });
});
