import { and, count, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Period } from '../../../lib/module/period.js';
import { appointments, WAITLIST_ONLY } from '../appointments/appointments.table.js';
import { specialities } from '../directory/catalogue.table.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';

/** A clinic's month or year starts at its own midnight: the start read on the clinic's wall clock. */
const localStart = sql`(${appointments.startAt} at time zone ${etablissements.timeZone})`;
/** Time zones stay within ±14 h of UTC: a UTC window this much wider holds every local one (and uses the index). */
const ZONE_SLACK_MS = 15 * 3_600_000;
const done = eq(appointments.status, 'done');
const halalas = sql<number>`coalesce(sum(${appointments.priceHalalas}), 0)`.mapWith(Number);

const within = (from: Date, to: Date) => and(gte(appointments.startAt, from), lt(appointments.startAt, to));
const widened = (from: number, to: number) => within(new Date(from - ZONE_SLACK_MS), new Date(to + ZONE_SLACK_MS));

/**
 * The clinic's takings for the dashboard: the price copied onto each Done appointment at booking,
 * counted at the appointment's start, in halalas.
 */
export class RevenueRepository {
  constructor(private readonly db: Db) {}

  /** Appointments starting in the period, by their state. */
  countByStatus(period: Period) {
    return this.db
      .select({ status: appointments.status, n: count() })
      .from(appointments)
      .where(and(within(period.from, period.to), notInArray(appointments.status, [...WAITLIST_ONLY])))
      .groupBy(appointments.status);
  }

  /** Done appointments in the calendar month that holds `at`, each clinic's month on its own clock. */
  async monthOf(at: Date): Promise<number> {
    const month = (value: unknown) => sql`date_trunc('month', ${value})`;
    const [row] = await this.db
      .select({ halalas })
      .from(appointments)
      .innerJoin(etablissements, eq(etablissements.id, appointments.etablissementId))
      .where(
        and(
          done,
          widened(at.getTime() - 31 * 86_400_000, at.getTime() + 31 * 86_400_000),
          sql`${month(localStart)} = ${month(sql`(${at.toISOString()}::timestamptz at time zone ${etablissements.timeZone})`)}`,
        ),
      );
    return row?.halalas ?? 0;
  }

  /** Twelve monthly totals of `year`, each appointment in its clinic's month. */
  async months(year: number): Promise<number[]> {
    const month = sql<number>`extract(month from ${localStart})::int`;
    const rows = await this.db
      .select({ month, halalas })
      .from(appointments)
      .innerJoin(etablissements, eq(etablissements.id, appointments.etablissementId))
      .where(
        and(
          done,
          widened(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)),
          sql`extract(year from ${localStart}) = ${year}`,
        ),
      )
      .groupBy(month);
    const totals = Array<number>(12).fill(0);
    for (const row of rows) totals[row.month - 1] = row.halalas;
    return totals;
  }

  /** Doctors by what their Done appointments in the period brought, the highest first. */
  earners(period: Period, limit: number) {
    return this.db
      .select({
        doctorId: appointments.doctorId,
        specialityAr: specialities.nameAr,
        specialityEn: specialities.nameEn,
        appointments: count(),
        halalas,
      })
      .from(appointments)
      .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
      .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
      .where(and(done, within(period.from, period.to)))
      .groupBy(appointments.doctorId, specialities.nameAr, specialities.nameEn)
      .orderBy(desc(halalas), desc(count()), appointments.doctorId)
      .limit(limit);
  }
}
