import { and, asc, count, eq, getTableColumns, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orderFromSort } from '../../../lib/list/find-page.js';
import {
  agendas,
  consultationTypes,
  type AgendaRow,
  type ConsultationTypeRow,
  type NewAgendaRow,
  type NewConsultationTypeRow,
} from './agendas.table.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';

export interface AgendaFilter {
  doctorId?: number | undefined;
  etablissementId?: number | undefined;
  activeOn?: string | undefined;
}

/** An agenda with where its doctor works: the scope of who may see it, and the clinic's time zone. */
const recordColumns = {
  ...getTableColumns(agendas),
  etablissementId: doctors.etablissementId,
  etablissementPubkey: etablissements.pubkey,
  timeZone: etablissements.timeZone,
};

/** Agendas and the consultation types they offer. */
export class AgendasRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewAgendaRow) {
    const [row] = await this.db.insert(agendas).values(values).returning();
    return row!;
  }

  async insertType(values: NewConsultationTypeRow) {
    const [row] = await this.db.insert(consultationTypes).values(values).returning();
    return row!;
  }

  async update(id: number, values: Partial<NewAgendaRow>) {
    await this.db
      .update(agendas)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(agendas.id, id));
  }

  async updateType(id: number, values: Partial<NewConsultationTypeRow>) {
    await this.db.update(consultationTypes).set(values).where(eq(consultationTypes.id, id));
  }

  /** The agenda and its types; the caller has made sure no appointment points at either. */
  async delete(id: number) {
    await this.db.delete(consultationTypes).where(eq(consultationTypes.agendaId, id));
    await this.db.delete(agendas).where(eq(agendas.id, id));
  }

  /**
   * The doctors' agendas that reach into [from, to] (local dates), each with the types it still
   * offers (retired ones are not), in one round trip (availability reads them on every call).
   */
  async findCovering(doctorIds: readonly number[], from: string, to: string) {
    if (doctorIds.length === 0) return [];
    const rows = await this.db
      .select({ agenda: getTableColumns(agendas), type: getTableColumns(consultationTypes) })
      .from(agendas)
      .leftJoin(consultationTypes, and(eq(consultationTypes.agendaId, agendas.id), isNull(consultationTypes.retiredAt)))
      .where(and(inArray(agendas.doctorId, [...doctorIds]), lte(agendas.startDate, to), gte(agendas.endDate, from)))
      .orderBy(agendas.startDate, agendas.id, consultationTypes.id);
    const covering = new Map<number, { agenda: AgendaRow; types: ConsultationTypeRow[] }>();
    for (const { agenda, type } of rows) {
      const entry = covering.get(agenda.id) ?? { agenda, types: [] };
      covering.set(agenda.id, entry);
      if (type) entry.types.push(type);
    }
    return [...covering.values()];
  }

  /** Every type of these agendas, the retired ones too, in the order they were added. */
  async findTypes(agendaIds: readonly number[]) {
    if (agendaIds.length === 0) return [];
    return this.db
      .select()
      .from(consultationTypes)
      .where(inArray(consultationTypes.agendaId, [...agendaIds]))
      .orderBy(asc(consultationTypes.id));
  }

  /** A consultation type with the agenda it belongs to. */
  async findType(pubkey: string) {
    const [row] = await this.db
      .select({ type: getTableColumns(consultationTypes), agenda: getTableColumns(agendas) })
      .from(consultationTypes)
      .innerJoin(agendas, eq(agendas.id, consultationTypes.agendaId))
      .where(eq(consultationTypes.pubkey, pubkey));
    return row;
  }

  async findTypeById(id: number) {
    const [row] = await this.db.select().from(consultationTypes).where(eq(consultationTypes.id, id));
    return row;
  }

  private records() {
    return this.db
      .select(recordColumns)
      .from(agendas)
      .innerJoin(doctors, eq(doctors.userId, agendas.doctorId))
      .innerJoin(etablissements, eq(etablissements.id, doctors.etablissementId))
      .$dynamic();
  }

  async findRecord(where: SQL) {
    const [row] = await this.records().where(where);
    return row;
  }

  findByPubkey = (pubkey: string) => this.findRecord(eq(agendas.pubkey, pubkey));
  findById = (id: number) => this.findRecord(eq(agendas.id, id));

  /** A page of the agendas matching `filter`, exact total (a clinic has tens of them, not millions). */
  async findPage(filter: AgendaFilter, page: { page: number; limit: number; sort: string }) {
    const where = and(
      filter.doctorId === undefined ? undefined : eq(agendas.doctorId, filter.doctorId),
      filter.etablissementId === undefined ? undefined : eq(doctors.etablissementId, filter.etablissementId),
      filter.activeOn === undefined
        ? undefined
        : and(lte(agendas.startDate, filter.activeOn), gte(agendas.endDate, filter.activeOn)),
    );
    const order = orderFromSort(page.sort, { startDate: agendas.startDate, createdAt: agendas.createdAt }, agendas.id);
    const [rows, [counted]] = await Promise.all([
      this.records()
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
      this.db
        .select({ n: count() })
        .from(agendas)
        .innerJoin(doctors, eq(doctors.userId, agendas.doctorId))
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }
}

export type OfferedType = NonNullable<Awaited<ReturnType<AgendasRepository['findType']>>>;
export type AgendaRecord = NonNullable<Awaited<ReturnType<AgendasRepository['findByPubkey']>>>;
