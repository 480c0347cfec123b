import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { blocks, type NewBlockRow } from './blocks.table.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';

export interface BlockSpan {
  start: Date;
  end: Date;
  doctorId: number | null;
  etablissementId: number | null;
}

/** Blocks seen by a doctor (theirs and their clinic's) or in a clinic (its own and its doctors'). */
export interface BlockFilter {
  doctor?: { userId: number; etablissementId: number } | undefined;
  etablissementId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const toDate = (value: string) => new Date(value);
const bounds = {
  start: sql<Date>`lower(${blocks.period})`.mapWith(toDate),
  end: sql<Date>`upper(${blocks.period})`.mapWith(toDate),
};
const overlaps = (from: Date, to: Date) =>
  sql`${blocks.period} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;
/** The clinic a block belongs to: its own, or its doctor's. */
const clinicId = sql<number>`coalesce(${blocks.etablissementId}, ${doctors.etablissementId})`;

/** Time off: a doctor's own, and their etablissement's (holidays, Ramadan hours). */
export class BlocksRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewBlockRow) {
    const [row] = await this.db.insert(blocks).values(values).returning({ id: blocks.id });
    return row!;
  }

  /** An official holiday's block; undefined when the clinic has it already (its unique holiday key). */
  async insertHoliday(values: NewBlockRow & { holidayKey: string }) {
    const [row] = await this.db.insert(blocks).values(values).onConflictDoNothing().returning({ id: blocks.id });
    return row;
  }

  /** Which of these holidays the clinic already has. */
  async holidayKeys(etablissementId: number, keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .select({ key: blocks.holidayKey })
      .from(blocks)
      .where(and(eq(blocks.etablissementId, etablissementId), inArray(blocks.holidayKey, [...keys])));
    return rows.flatMap(({ key }) => (key ? [key] : []));
  }

  async delete(id: number): Promise<boolean> {
    return (await this.db.delete(blocks).where(eq(blocks.id, id)).returning({ id: blocks.id })).length > 0;
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
      .select({ ...bounds, doctorId: blocks.doctorId, etablissementId: blocks.etablissementId })
      .from(blocks)
      .where(and(or(inArray(blocks.doctorId, [...doctorIds]), ofClinics), overlaps(from, to)));
  }

  private records() {
    return this.db
      .select({
        id: blocks.id,
        pubkey: blocks.pubkey,
        doctorId: blocks.doctorId,
        etablissementId: clinicId,
        etablissementPubkey: etablissements.pubkey,
        timeZone: etablissements.timeZone,
        ...bounds,
        reason: blocks.reason,
        createdAt: blocks.createdAt,
      })
      .from(blocks)
      .leftJoin(doctors, eq(doctors.userId, blocks.doctorId))
      .innerJoin(etablissements, eq(etablissements.id, clinicId))
      .$dynamic();
  }

  async findByPubkey(pubkey: string) {
    const [row] = await this.records().where(eq(blocks.pubkey, pubkey));
    return row;
  }

  findById = async (id: number) => (await this.records().where(eq(blocks.id, id)))[0];

  async findPage(filter: BlockFilter, page: { page: number; limit: number; sort: string }) {
    const { doctor } = filter;
    const where: SQL | undefined = and(
      doctor && or(eq(blocks.doctorId, doctor.userId), eq(blocks.etablissementId, doctor.etablissementId)),
      filter.etablissementId === undefined ? undefined : eq(clinicId, filter.etablissementId),
      filter.from && sql`upper(${blocks.period}) > ${filter.from.toISOString()}::timestamptz`,
      filter.to && sql`lower(${blocks.period}) < ${filter.to.toISOString()}::timestamptz`,
    );
    const descending = page.sort.startsWith('-');
    const column = page.sort.endsWith('createdAt') ? blocks.createdAt : sql`lower(${blocks.period})`;
    const [rows, [counted]] = await Promise.all([
      this.records()
        .where(where)
        .orderBy(descending ? sql`${column} desc, ${blocks.id} desc` : sql`${column}, ${blocks.id}`)
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
      this.db.select({ n: count() }).from(blocks).leftJoin(doctors, eq(doctors.userId, blocks.doctorId)).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }
}

export type BlockRecord = NonNullable<Awaited<ReturnType<BlocksRepository['findByPubkey']>>>;
