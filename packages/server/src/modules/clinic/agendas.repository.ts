import { and, eq, getTableColumns, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agendas, consultationTypes, type NewAgendaRow, type NewConsultationTypeRow } from './agendas.table.js';

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

  /** The doctors' agendas that reach into [from, to] (local dates), each with the types it offers. */
  async findCovering(doctorIds: readonly number[], from: string, to: string) {
    if (doctorIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(agendas)
      .where(and(inArray(agendas.doctorId, [...doctorIds]), lte(agendas.startDate, to), gte(agendas.endDate, from)))
      .orderBy(agendas.startDate);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const types = await this.db.select().from(consultationTypes).where(inArray(consultationTypes.agendaId, ids));
    return rows.map((agenda) => ({ agenda, types: types.filter((type) => type.agendaId === agenda.id) }));
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
}

export type OfferedType = NonNullable<Awaited<ReturnType<AgendasRepository['findType']>>>;
