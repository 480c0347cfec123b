import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { consultationTypes } from '../agendas/agendas.table.js';
import { appointmentSeries, type NewSeriesRow } from './series.table.js';

const columns = { series: appointmentSeries, typePubkey: consultationTypes.pubkey };

/** Recurring series: the rule rows their occurrences point at. */
export class SeriesRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewSeriesRow) {
    const [row] = await this.db.insert(appointmentSeries).values(values).returning();
    return row!;
  }

  /** How many occurrences were booked, once the transaction knows. */
  async setSize(id: number, size: number) {
    await this.db.update(appointmentSeries).set({ size }).where(eq(appointmentSeries.id, id));
  }

  private async findOne(where: ReturnType<typeof eq>) {
    const [row] = await this.db
      .select(columns)
      .from(appointmentSeries)
      .innerJoin(consultationTypes, eq(consultationTypes.id, appointmentSeries.consultationTypeId))
      .where(where);
    return row;
  }

  findByPubkey = (pubkey: string) => this.findOne(eq(appointmentSeries.pubkey, pubkey));
  findById = (id: number) => this.findOne(eq(appointmentSeries.id, id));
  findByIdempotencyKey = (createdBy: number, key: string) =>
    this.findOne(and(eq(appointmentSeries.createdBy, createdBy), eq(appointmentSeries.idempotencyKey, key))!);
}

export type SeriesView = NonNullable<Awaited<ReturnType<SeriesRepository['findById']>>>;
