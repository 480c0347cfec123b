import { officialHolidays, type AppliedHolidays } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_WEEK, insertAppointment } from '../../../test/clinic-fixtures.js';
import { call, insertTeam, strandedIds, type Team } from '../../../test/schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';
import { AgendasRepository } from '../agendas/agendas.repository.js';

/**
 * Issue 11: a clinic's official holidays of a year become its time off in one action, once, and
 * no slot is offered on them: the Eids of the Umm al-Qura calendar over more than five Hijri years
 * (1448–1453), Founding Day and National Day.
 */

let t: TestApp;
let team: Team;
const YEARS = [2027, 2028, 2029, 2030, 2031];

const apply = (as: object, year: number | string, etablissementPubkey = team.clinic.etablissement.pubkey) =>
  call(t, 'POST', '/api/blocks/holidays', { ...as, 'accept-language': 'en' }, { etablissementPubkey, year });

/** Every day from `from` to `to`, inclusive. */
function daysOf(from: string, to: string): string[] {
  const days = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
  // The doctor's calendar runs on after the fixture's agenda (120 days) to the end of 2031, every day.
  const agendas = new AgendasRepository(t.database.db);
  const after = new Date(Date.now() + 121 * 86_400_000).toISOString().slice(0, 10);
  await agendas.insert({
    doctorId: team.doctor.user.id,
    startDate: after,
    endDate: '2031-12-31',
    consultationDuration: 30,
    weeklyHours: ALL_WEEK,
    patientsLimit: 1,
  });
}, 180_000);
afterAll(() => t.close());

describe('POST /api/blocks/holidays', () => {
  it('is the clinic staff’s and the admins’: a doctor 403, another clinic’s staff 404, a bad year 400', async () => {
    expect((await apply(team.as.doctor, 2027)).status).toBe(403);
    expect((await apply(team.as.otherStaff, 2027)).body.code).toBe('CLINIC_ETABLISSEMENT_NOT_FOUND');
    expect((await apply(team.as.patient, 2027)).status).toBe(403);
    for (const year of [1999, 2077, 'soon', 2027.5]) expect((await apply(team.as.staff, year)).status).toBe(400);
  });

  it('refuses, whole, a year whose holiday covers an active appointment, listing it', async () => {
    const [founding] = officialHolidays(2027).filter(({ kind }) => kind === 'foundingDay');
    const start = `${founding!.from}T10:00:00+03:00`;
    const row = await insertAppointment(t, team.colleague, team.patient, team.clinic, { start, status: 'planed' });
    const refused = await apply(team.as.staff, 2027);
    expect([refused.status, refused.body.code]).toEqual([409, 'CLINIC_BLOCK_STRANDS_BOOKINGS']);
    expect(strandedIds(refused.body)).toEqual([row.pubkey]);
    const staff = team.as.staff;
    const canceled = await call(t, 'POST', `/api/appointments/${row.pubkey}/cancel`, staff, { reason: 'Holiday' });
    expect(canceled.status).toBe(200);
  });

  it('applies each year once (a second time adds nothing), audited, and leaves no slot on any holiday', async () => {
    const slotsOn = async (day: string) => {
      const res = await call(t, 'GET', `/api/doctors/${team.doctor.user.pubkey}/availability?from=${day}&to=${day}`);
      return (res.body as { days: { slots: unknown[] }[] }).days.flatMap((d) => d.slots).length;
    };
    for (const year of YEARS) {
      // Bookable until the holidays are applied.
      expect(await slotsOn(officialHolidays(year).at(-1)!.from)).toBeGreaterThan(0);
      const first = await apply(team.as.staff, year);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const applied = first.body as AppliedHolidays;
      expect(applied.created.map((block) => block.reason).sort()).toEqual(
        officialHolidays(year)
          .map(
            ({ kind }) =>
              ({
                eidAlFitr: 'عيد الفطر | Eid al-Fitr',
                eidAlAdha: 'عيد الأضحى | Eid al-Adha',
                foundingDay: 'يوم التأسيس | Founding Day',
                nationalDay: 'اليوم الوطني | National Day',
              })[kind],
          )
          .sort(),
      );
      expect(applied.existing).toEqual([]);
      const again = (await apply(team.as.admin, year)).body as AppliedHolidays;
      expect([again.created, again.existing.length]).toEqual([[], officialHolidays(year).length]);
      expect((await eventsOf(t, applied.created[0]!.id)).map((event) => event.action)).toEqual(['block.create']);
    }
    const hijriYears = new Set(YEARS.flatMap((year) => officialHolidays(year).map(({ hijriYear }) => hijriYear)));
    expect([...hijriYears].filter((year) => year !== null).length).toBeGreaterThanOrEqual(5);

    const open: string[] = [];
    for (const year of YEARS) {
      for (const { from, to } of officialHolidays(year)) {
        const res = await call(t, 'GET', `/api/doctors/${team.doctor.user.pubkey}/availability?from=${from}&to=${to}`);
        expect(res.status).toBe(200);
        const days = (res.body as { days: { date: string; slots: unknown[] }[] }).days;
        expect(days.map((day) => day.date).every((day) => daysOf(from, to).includes(day))).toBe(true);
        open.push(...days.filter((day) => day.slots.length > 0).map((day) => day.date));
      }
    }
    expect(open).toEqual([]);

    // The day after a holiday is bookable as ever: the blocks cover the holidays only.
    const [eid] = officialHolidays(2028).filter(({ kind }) => kind === 'eidAlFitr');
    expect(await slotsOn(new Date(Date.parse(eid!.to) + 86_400_000).toISOString().slice(0, 10))).toBeGreaterThan(0);
  });
});
