import { and, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, type NewBlockRow } from './blocks.table.js';

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
          or(inArray(blocks.doctorId, [...doctorIds]), inArray(blocks.etablissementId, [...etablissementIds])),
          sql`${blocks.period} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
        ),
      );
  }
}
