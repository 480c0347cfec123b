import { and, count, desc, eq, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { exactPage } from '../../../lib/list/find-page.js';
import type { People } from '../../users/users.people.js';
import { appointments } from '../appointments/appointments.table.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';
import { ratings, type NewRatingRow, type RatingRow } from './ratings.table.js';

type RatingState = RatingRow['state'];
type PageRequest = { page: number; limit: number };

const ratingColumns = {
  id: ratings.id,
  pubkey: ratings.pubkey,
  appointmentPubkey: appointments.pubkey,
  doctorId: ratings.doctorId,
  patientId: ratings.patientId,
  etablissementId: doctors.etablissementId,
  stars: ratings.stars,
  comment: ratings.comment,
  state: ratings.state,
  createdAt: ratings.createdAt,
};

/** A rating with the public id of its appointment and the clinic of its doctor (moderation scope). */
export type RatingView = NonNullable<Awaited<ReturnType<RatingsRepository['findByPubkey']>>>;

/** Patients' ratings of doctors, their comments' moderation, and the doctors' aggregates. */
export class RatingsRepository {
  constructor(private readonly db: Db) {}

  private views() {
    return this.db
      .select(ratingColumns)
      .from(ratings)
      .innerJoin(appointments, eq(appointments.id, ratings.appointmentId))
      .innerJoin(doctors, eq(doctors.userId, ratings.doctorId))
      .$dynamic();
  }

  async insert(values: NewRatingRow): Promise<RatingRow> {
    const [row] = await this.db.insert(ratings).values(values).returning();
    return row!;
  }

  /**
   * The doctor's average and count, recomputed from their ratings. The doctor's row is locked in a
   * statement of its own first: under READ COMMITTED the recompute that follows takes its snapshot
   * after the lock is granted, so it sees every rating committed by whoever held the lock before.
   * NO KEY UPDATE, not UPDATE: the rating's foreign key holds a KEY SHARE lock on the same row in
   * every concurrent rating's transaction, and FOR UPDATE would wait on those (a deadlock).
   */
  async refreshDoctor(doctorId: number): Promise<void> {
    await this.db.select({ id: doctors.userId }).from(doctors).where(eq(doctors.userId, doctorId)).for('no key update');
    await this.db.execute(sql`
      update ${doctors} set
        rating = coalesce((select round(avg(stars), 2) from ${ratings} where doctor_id = ${doctorId}), 0),
        rating_count = (select count(*) from ${ratings} where doctor_id = ${doctorId}),
        updated_at = now()
      where user_id = ${doctorId}`);
  }

  async findByPubkey(pubkey: string) {
    const [row] = await this.views().where(eq(ratings.pubkey, pubkey));
    return row;
  }

  /** Compare-and-swap on the comment's state: false when another moderator decided first. */
  async moderate(id: number, to: RatingState, by: number): Promise<boolean> {
    const moved = await this.db
      .update(ratings)
      .set({ state: to, moderatedBy: by, moderatedAt: sql`now()` })
      .where(and(eq(ratings.id, id), eq(ratings.state, 'pending')))
      .returning({ id: ratings.id });
    return moved.length > 0;
  }

  /** Comments in one moderation state, oldest first (a queue), within a clinic when `etablissementId` is set. */
  async findPage(state: RatingState, etablissementId: number | undefined, page: PageRequest) {
    const where = and(
      eq(ratings.state, state),
      isNotNull(ratings.comment),
      etablissementId === undefined ? undefined : eq(doctors.etablissementId, etablissementId),
    );
    return exactPage(
      page,
      (limit, offset) => this.views().where(where).orderBy(ratings.createdAt, ratings.id).limit(limit).offset(offset),
      () =>
        this.db
          .select({ n: count() })
          .from(ratings)
          .innerJoin(doctors, eq(doctors.userId, ratings.doctorId))
          .where(where),
    );
  }

  /** A patient's own ratings, newest first. */
  findOfPatient = (patientId: number) =>
    this.views().where(eq(ratings.patientId, patientId)).orderBy(desc(ratings.createdAt)).limit(500);

  /** A doctor's approved comments, newest first, with their authors' names from `patients`. */
  async findPublished(patients: People, doctorId: number, page: PageRequest) {
    const where: SQL = and(eq(ratings.doctorId, doctorId), eq(ratings.state, 'approved'), isNotNull(ratings.comment))!;
    return exactPage(
      page,
      (limit, offset) =>
        this.db
          .select({
            pubkey: ratings.pubkey,
            stars: ratings.stars,
            comment: sql<string>`${ratings.comment}`,
            firstName: patients.firstName,
            lastName: patients.lastName,
            createdAt: ratings.createdAt,
          })
          .from(ratings)
          .innerJoin(patients, eq(patients.id, ratings.patientId))
          .where(where)
          .orderBy(desc(ratings.createdAt), desc(ratings.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(ratings).where(where),
    );
  }

  /** The doctors a patient has seen (Done appointments): the last visit and how many, latest first. */
  findSeenDoctors(patientId: number) {
    const lastVisit = max(appointments.startAt);
    return this.db
      .select({
        doctorId: appointments.doctorId,
        lastVisit: sql<Date>`${lastVisit}`.mapWith((v: string | Date) => new Date(v)),
        timeZone: sql<string>`max(${etablissements.timeZone})`,
        visits: count(),
      })
      .from(appointments)
      .innerJoin(etablissements, eq(etablissements.id, appointments.etablissementId))
      .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'done')))
      .groupBy(appointments.doctorId)
      .orderBy(desc(lastVisit))
      .limit(100);
  }
}
