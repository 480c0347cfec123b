import type { Campaign, Promotion } from '@bayan/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOW, openDemoApp, rowsOf } from '../../../test/clinic-demo-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { AgendasRepository } from '../agendas/agendas.repository.js';
import { validateBooking } from '../availability/index.js';
import { BlocksRepository } from '../time-off/blocks.repository.js';
import { doctorSchedules } from '../availability/doctor-schedule.js';
import { DoctorsRepository } from '../doctors/doctors.repository.js';
import { DEMO_CAMPAIGNS, DEMO_PROMOTIONS } from './demo-offers.js';
import { DEMO_CLINIC_PASSWORD } from './demo-setup.js';

/** The demo clinic on a fresh product (BAYAN_DEMO=1), as its first start leaves it. */
let t: TestApp;
let took: string;
beforeAll(async () => {
  t = await openDemoApp(false);
  const [started, cpu] = [Date.now(), process.cpuUsage()];
  await t.app.services.clinic.seedDemo();
  took = `${(Date.now() - started) / 1000} s (${process.cpuUsage(cpu).user / 1e6} s CPU)`;
}, 120_000);
afterAll(() => t.close());

const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await rowsOf(t, query))[0]!)[0]);
const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo clinic (BAYAN_DEMO=1)', () => {
  it('has the directory, the people and a year of appointments in every state', async () => {
    const counts = await rowsOf<Record<string, number>>(
      t,
      sql`select (select count(*) from etablissements)::int clinics, (select count(*) from specialities)::int specialities,
        (select count(*) from services)::int services, (select count(*) from rooms)::int rooms,
        (select count(*) from doctors)::int doctors, (select count(*) from patients)::int patients,
        (select count(*) from patient_clinics)::int registered,
        (select count(*) from agendas)::int agendas, (select count(*) from consultation_types where auto_confirm)::int auto,
        (select count(*) from blocks where etablissement_id is not null)::int holidays,
        (select count(*) from appointments)::int appointments`,
    );
    const byStatus = await rowsOf<{ status: string; past: boolean; n: number }>(
      t,
      sql`select status, start_at < ${DEMO_NOW.toISOString()}::timestamptz past, count(*)::int n
          from appointments group by 1, 2 order by 1, 2`,
    );
    process.stdout.write(`demo seeded in ${took}: ${JSON.stringify(counts[0])} ${JSON.stringify(byStatus)}\n`);
    expect(counts[0]).toMatchObject({
      clinics: 2,
      specialities: 6,
      services: 8,
      rooms: 10,
      doctors: 8,
      patients: 31,
      registered: 31,
      agendas: 8,
    });
    expect(counts[0]!.auto).toBeGreaterThan(0);
    expect(counts[0]!.holidays).toBeGreaterThanOrEqual(2);
    expect(counts[0]!.appointments).toBeGreaterThan(2000);
    const seen = (past: boolean) => byStatus.filter((row) => row.past === past).map((row) => row.status);
    expect(seen(true)).toEqual(expect.arrayContaining(['done', 'canceled', 'rejected', 'no_show']));
    expect(seen(false)).toEqual(expect.arrayContaining(['pending', 'planed']));
    expect(seen(false)).not.toContain('done');
    // Started but not yet marked: only the last day and a half, as a desk would leave them.
    expect(
      await one(sql`select count(*) from appointments where status in ('pending', 'planed')
        and start_at < ${DEMO_NOW.toISOString()}::timestamptz - interval '36 hours'`),
    ).toBe(0);
  });

  it('writes only appointments the booking rules accept: on the grid, in hours, off weekends and blocks', async () => {
    const rows = await rowsOf<{ doctor_id: number; start_at: string; end_at: string; capacity: number; type: string }>(
      t,
      sql`select a.doctor_id, a.start_at, a.end_at, a.capacity, c.pubkey as type
          from appointments a join consultation_types c on c.id = a.consultation_type_id`,
    );
    const doctorIds = [...new Set(rows.map((row) => row.doctor_id))];
    const doctors = await Promise.all(doctorIds.map((id) => new DoctorsRepository(t.database.db).findByUserId(id)));
    const agendas = await new AgendasRepository(t.database.db).findCovering(doctorIds, '2025-01-01', '2027-01-01');
    const blocks = await new BlocksRepository(t.database.db).findOverlapping(
      doctorIds,
      doctors.map((doctor) => doctor!.etablissementId),
      new Date('2025-01-01'),
      new Date('2027-01-01'),
    );
    const schedules = new Map(
      doctorSchedules(
        doctors.map((d) => d!),
        agendas,
        blocks,
      ).map((s) => [Number(s.doctorId), s]),
    );
    const refused = rows.filter((row) => {
      const check = validateBooking(schedules.get(row.doctor_id)!, {
        typeId: row.type,
        start: Date.parse(row.start_at),
        now: 0,
        minNoticeMinutes: 0,
      });
      return !check.ok || check.end !== Date.parse(row.end_at) || check.capacity !== row.capacity;
    });
    expect(rows.length).toBeGreaterThan(2000);
    expect(refused).toEqual([]);
  });

  it('never overlaps a doctor’s seat, a patient or a room, in any state, and tells each story in history', async () => {
    // Sorted by start, a set of intervals overlaps somewhere only if two neighbours do.
    const overlaps = (by: ReturnType<typeof sql>) =>
      one(sql`select count(*) from (select start_at, lag(end_at) over (partition by ${by} order by start_at, id) prev
          from appointments) s where prev > start_at`);
    expect(await overlaps(sql`doctor_id, seat_no`)).toBe(0);
    expect(await overlaps(sql`patient_id`)).toBe(0);
    // One doctor a room, so a room is never double-booked.
    expect(
      await one(sql`select count(*) from (select room_id from appointments group by room_id
        having count(distinct doctor_id) > 1) r`),
    ).toBe(0);
    // A capacity-2 doctor does see two patients at once.
    expect(await overlaps(sql`doctor_id`)).toBeGreaterThan(0);
    // Each history starts from nothing, each line from where the last one left, in time order, up to the status.
    const broken = await one(sql`select count(*) from (select h.from_status, h.to_status, h.at, a.status,
        lag(h.to_status) over w prev_to, lag(h.at) over w prev_at, row_number() over w n,
        count(*) over (partition by h.appointment_id) lines
        from appointment_history h join appointments a on a.id = h.appointment_id
        window w as (partition by h.appointment_id order by h.id)) x
      where (n = 1 and from_status is not null) or (n > 1 and from_status is distinct from prev_to)
        or at < prev_at or (n = lines and to_status <> status)`);
    expect(
      await one(sql`select count(*) from appointments a
        where not exists (select 1 from appointment_history h where h.appointment_id = a.id)`),
    ).toBe(0);
    expect(broken).toBe(0);
  });

  it('shows revenue on the dashboard and signs the demo accounts in', async () => {
    const admin = await t.bearer('admin@bayan.local');
    const { statistics } = await get('/api/dashboard/statistics', admin);
    expect(statistics.revenueThisMonth.amount).toBeGreaterThan(0);
    expect(statistics.appointments.Done).toBeGreaterThan(0);
    const { yearlyRevenue } = await get('/api/dashboard/yearly-revenue?year=2025', admin);
    expect(yearlyRevenue.months.filter((amount: number) => amount > 0)).toHaveLength(8);
    const ranked = await get('/api/dashboard/most-profitable-professionals?from=2026-01-01&limit=8', admin);
    expect(ranked.mostProfitableProfessionals).toHaveLength(8);
    for (const email of ['dr.ahmed@bayan.local', 'staff.jeddah@bayan.local', 'patient07@bayan.local'])
      await t.bearer(email, DEMO_CLINIC_PASSWORD);
  });

  it('gives the demo patients their four names, written in their order', async () => {
    const profile = await get('/api/auth/profile', await t.bearer('patient07@bayan.local', DEMO_CLINIC_PASSWORD));
    const { firstName, fatherName, grandfatherName, lastName } = profile;
    expect([fatherName, grandfatherName].every((part: unknown) => typeof part === 'string' && part !== '')).toBe(true);
    expect(profile.name).toBe(`${firstName} ${fatherName} ${grandfatherName} ${lastName}`);
  });

  it('shows current promotions, the spec’s sample among them, valid today and each about one thing', async () => {
    const current: Promotion[] = await get('/api/promotions/current', {});
    expect(current.map((promotion) => promotion.titleEn).sort()).toEqual(
      DEMO_PROMOTIONS.map((promotion) => promotion.titleEn).sort(),
    );
    expect(current).toContainEqual(expect.objectContaining({ price: 799_900, priceAfterDiscount: 59_900 }));
    expect(current).toContainEqual(expect.objectContaining({ price: null, priceAfterDiscount: 14_900 }));
    const today = '2026-05-10';
    for (const promotion of current) {
      expect(promotion.validFrom <= today && today <= promotion.validTo).toBe(true);
      expect([promotion.service, promotion.speciality].filter(Boolean)).toHaveLength(1);
    }
  });

  it('shows coming campaigns with seats, one with pending and accepted registrations of demo patients', async () => {
    const upcoming: Campaign[] = await get('/api/campaigns/upcoming', {});
    expect(upcoming).toHaveLength(DEMO_CAMPAIGNS.length);
    expect(upcoming.every((campaign) => Date.parse(campaign.start) > DEMO_NOW.getTime())).toBe(true);
    const screening = upcoming.find((campaign) => campaign.seatsTaken > 0)!;
    expect(screening).toMatchObject({ capacity: 40, seatsTaken: 4 });
    const byStatus = await rowsOf<{ status: string; n: number }>(
      t,
      sql`select status, count(*)::int n from campaign_registrations group by 1 order by 1`,
    );
    expect(byStatus).toEqual([
      { status: 'pending', n: 2 },
      { status: 'accepted', n: 2 },
    ]);
    // The seat counter is the registrations' own count, and the README's patient sees their place.
    expect(
      await one(sql`select count(*) from campaigns c where seats_taken <> (select count(*)
      from campaign_registrations r where r.campaign_id = c.id and r.status <> 'canceled')`),
    ).toBe(0);
    const mine: Campaign[] = await get(
      '/api/campaigns/upcoming',
      await t.bearer('patient@bayan.local', DEMO_CLINIC_PASSWORD),
    );
    expect(mine.find((campaign) => campaign.pubkey === screening.pubkey)?.myRegistration?.status).toBe('ACCEPTED');
  });

  it('rates Done visits: every doctor has an average and a count, Arabic comments approved, one waiting', async () => {
    const [ratings] = await rowsOf<Record<string, number>>(
      t,
      sql`select count(*)::int n, count(*) filter (where comment is not null and state = 'approved')::int approved,
        count(*) filter (where state = 'pending')::int pending, min(stars)::int low, max(stars)::int high,
        count(*) filter (where a.status <> 'done' or r.patient_id <> a.patient_id or r.doctor_id <> a.doctor_id
          or r.created_at < a.start_at or r.created_at > ${DEMO_NOW.toISOString()}::timestamptz
          or r.created_at > a.start_at + interval '14 days')::int wrong
        from ratings r join appointments a on a.id = r.appointment_id`,
    );
    process.stdout.write(`demo ratings: ${JSON.stringify(ratings)}\n`);
    expect(ratings).toMatchObject({ pending: 1, low: 1, high: 5, wrong: 0 });
    expect(ratings!.n).toBeGreaterThan(20);
    expect(ratings!.approved).toBeGreaterThanOrEqual(3);
    const doctors = await rowsOf<{ rating: string; rating_count: number; average: string; n: number }>(
      t,
      sql`select d.rating::text, d.rating_count, round(avg(r.stars), 2)::text average, count(r.id)::int n
        from doctors d left join ratings r on r.doctor_id = d.user_id group by d.user_id`,
    );
    process.stdout.write(
      `demo doctors' ratings: ${doctors.map((d) => `${d.rating} (${d.rating_count})`).join(', ')}\n`,
    );
    expect(doctors).toHaveLength(8);
    for (const doctor of doctors) {
      expect(doctor.n).toBeGreaterThan(0);
      expect([doctor.rating_count, Number(doctor.rating)]).toEqual([doctor.n, Number(doctor.average)]);
    }
    const queue = await get('/api/ratings', await t.bearer('admin@bayan.local'));
    expect(queue.total).toBe(1);
    expect(queue.data[0].comment).toMatch(/[\u0600-\u06ff]/);
  });

  it('adds nothing when seeded again', async () => {
    const counts = () =>
      rowsOf(
        t,
        sql`select (select count(*) from promotions)::int promotions, (select count(*) from campaigns)::int campaigns,
          (select count(*) from campaign_registrations)::int registrations, (select count(*) from ratings)::int ratings,
          (select sum(rating_count) from doctors)::int counted`,
      );
    const before = await counts();
    expect(await t.app.services.clinic.seedDemo()).toBe(0);
    expect(await counts()).toEqual(before);
  });
});
