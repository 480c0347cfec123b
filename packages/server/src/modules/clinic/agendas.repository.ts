import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agendas, consultationTypes, type NewAgendaRow, type NewConsultationTypeRow } from './agendas.table.js';
import { blocks, type NewBlockRow } from './blocks.table.js';

/** Agendas, the consultation types they offer, and the blocks that close them. */
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

  async insertBlock(values: NewBlockRow) {
    const [row] = await this.db.insert(blocks).values(values).returning();
    return row!;
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
