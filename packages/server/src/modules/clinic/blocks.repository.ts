import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, type NewBlockRow } from './blocks.table.js';
import { doctors } from './doctors.table.js';

export interface BlockSpan {
  start: Date;
  end: Date;
  doctorId: number | null;
  etablissementId: number | null;
}

/** Time off: a doctor's own, and their etablissement's (holidays, Ramadan hours). */
export class BlocksRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewBlockRow) {
    const [row] = await this.db.insert(blocks).values(values).returning();
    return row!;
  }

  /** The blocks of these doctors or etablissements that overlap [from, to). */
  async findOverlapping(
    doctorIds: readonly number[],
    etablissementIds: readonly number[],
    from: Date,
    to: Date,
  ): Promise<BlockSpan[]> {
    if (doctorIds.length === 0) return [];
    return this.overlapping(inArray(blocks.etablissementId, [...etablissementIds]), doctorIds, from, to);
  }

  /** The same for doctors whose etablissements are not known yet: read with them, in the same query. */
  async findOverlappingOfDoctors(doctorIds: readonly number[], from: Date, to: Date): Promise<BlockSpan[]> {
    if (doctorIds.length === 0) return [];
    const clinics = this.db
      .select({ id: doctors.etablissementId })
      .from(doctors)
      .where(inArray(doctors.userId, [...doctorIds]));
    return this.overlapping(inArray(blocks.etablissementId, clinics), doctorIds, from, to);
  }

  private overlapping(ofClinics: SQL, doctorIds: readonly number[], from: Date, to: Date): Promise<BlockSpan[]> {
    return this.db
      .select({
        start: sql<Date>`lower(${blocks.period})`.mapWith((value: string) => new Date(value)),
        end: sql<Date>`upper(${blocks.period})`.mapWith((value: string) => new Date(value)),
        doctorId: blocks.doctorId,
        etablissementId: blocks.etablissementId,
      })
      .from(blocks)
      .where(
        and(
          or(inArray(blocks.doctorId, [...doctorIds]), ofClinics),
          sql`${blocks.period} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
        ),
      );
  }
}
