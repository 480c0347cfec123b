import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, type NewBlockRow } from './blocks.table.js';

export interface BlockSpan {
  start: Date;
  end: Date;
  doctorId: number | null;
}

/** Time off: a doctor's own, and their etablissement's (holidays, Ramadan hours). */
export class BlocksRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewBlockRow) {
    const [row] = await this.db.insert(blocks).values(values).returning();
    return row!;
  }

  /** The blocks of this doctor or their etablissement that overlap [from, to). */
  async findOverlapping(doctorId: number, etablissementId: number, from: Date, to: Date): Promise<BlockSpan[]> {
    return this.db
      .select({
        start: sql<Date>`lower(${blocks.period})`.mapWith((value: string) => new Date(value)),
        end: sql<Date>`upper(${blocks.period})`.mapWith((value: string) => new Date(value)),
        doctorId: blocks.doctorId,
      })
      .from(blocks)
      .where(
        and(
          or(eq(blocks.doctorId, doctorId), eq(blocks.etablissementId, etablissementId)),
          sql`${blocks.period} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
        ),
      );
  }
}
