import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { doctors, patients, type NewDoctorRow } from './doctors.table.js';
import { etablissements } from './etablissements.table.js';

/** Doctors and patients: the clinic profiles of DOCTOR and PATIENT accounts. */
export class DoctorsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewDoctorRow) {
    const [row] = await this.db.insert(doctors).values(values).returning();
    return row!;
  }

  /** A doctor with the clinic they work in (its public id and time zone: what booking needs). */
  async findByUserId(userId: number) {
    const [row] = await this.db
      .select({
        ...getTableColumns(doctors),
        etablissementPubkey: etablissements.pubkey,
        timeZone: etablissements.timeZone,
      })
      .from(doctors)
      .innerJoin(etablissements, eq(etablissements.id, doctors.etablissementId))
      .where(eq(doctors.userId, userId));
    return row;
  }

  /** A PATIENT account's file, made on its first booking if an admin did not make it before. */
  async ensurePatient(userId: number): Promise<void> {
    await this.db.insert(patients).values({ userId }).onConflictDoNothing();
  }
}

export type DoctorProfile = NonNullable<Awaited<ReturnType<DoctorsRepository['findByUserId']>>>;
