import { and, eq, getTableColumns } from 'drizzle-orm';
import { specialities } from '../directory/catalogue.table.js';
import { rooms } from '../directory/etablissements.table.js';
import type { Db } from '../../../db/client.js';
import { doctors, patients, type NewDoctorRow } from './doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';

/** Doctors and patients: the clinic profiles of DOCTOR and PATIENT accounts. */
export class DoctorsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewDoctorRow) {
    const [row] = await this.db.insert(doctors).values(values).returning();
    return row!;
  }

  /** A doctor with the clinic they work in (its public id and calendar: what booking needs). */
  async findByUserId(userId: number) {
    const [row] = await this.withClinic().where(eq(doctors.userId, userId));
    return row;
  }

  /** Doctors narrowed to a speciality or an etablissement (public ids), in a stable order. */
  async findMany(filter: { speciality?: string | undefined; etablissement?: string | undefined }, limit: number) {
    return this.withClinic()
      .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
      .where(
        and(
          filter.speciality ? eq(specialities.pubkey, filter.speciality) : undefined,
          filter.etablissement ? eq(etablissements.pubkey, filter.etablissement) : undefined,
        ),
      )
      .orderBy(doctors.userId)
      .limit(limit);
  }

  private withClinic() {
    return this.db
      .select({
        ...getTableColumns(doctors),
        etablissementPubkey: etablissements.pubkey,
        timeZone: etablissements.timeZone,
        weekendDays: etablissements.weekendDays,
        startHour: etablissements.startHour,
        endHour: etablissements.endHour,
      })
      .from(doctors)
      .innerJoin(etablissements, eq(etablissements.id, doctors.etablissementId))
      .$dynamic();
  }

  /**
   * Queues bookings that could collide (same room, doctor or patient) behind one another, always
   * in this order so two never wait on each other. The exclusion constraints stay the proof; this
   * only spares PostgreSQL the deadlocks two conflicting inserts checked at once run into.
   */
  async lockParties(parties: { roomId: number | null; doctorId: number; patientId: number }): Promise<void> {
    if (parties.roomId !== null)
      await this.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, parties.roomId)).for('no key update');
    await this.db
      .select({ id: doctors.userId })
      .from(doctors)
      .where(eq(doctors.userId, parties.doctorId))
      .for('no key update');
    await this.db
      .select({ id: patients.userId })
      .from(patients)
      .where(eq(patients.userId, parties.patientId))
      .for('no key update');
  }

  /** A PATIENT account's file, made on its first booking if an admin did not make it before. */
  async ensurePatient(userId: number): Promise<void> {
    await this.db.insert(patients).values({ userId }).onConflictDoNothing();
  }
}

export type DoctorProfile = NonNullable<Awaited<ReturnType<DoctorsRepository['findByUserId']>>>;
