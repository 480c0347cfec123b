import { and, eq, getTableColumns, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  agendas,
  consultationTypes,
  type AgendaRow,
  type ConsultationTypeRow,
  type NewAgendaRow,
  type NewConsultationTypeRow,
} from './agendas.table.js';

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

  /**
   * The doctors' agendas that reach into [from, to] (local dates), each with the types it offers,
   * in one round trip (availability reads them on every call).
   */
  async findCovering(doctorIds: readonly number[], from: string, to: string) {
    if (doctorIds.length === 0) return [];
    const rows = await this.db
      .select({ agenda: getTableColumns(agendas), type: getTableColumns(consultationTypes) })
      .from(agendas)
      .leftJoin(consultationTypes, eq(consultationTypes.agendaId, agendas.id))
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
