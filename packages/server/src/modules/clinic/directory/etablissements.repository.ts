import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { specialities, services, type NewServiceRow, type NewSpecialityRow } from './catalogue.table.js';
import {
  etablissements,
  rooms,
  sections,
  type EtablissementRow,
  type NewEtablissementRow,
  type NewRoomRow,
  type NewSectionRow,
} from './etablissements.table.js';

/** The clinics and what they are made of: sections, rooms, specialities and services. */
export class EtablissementsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewEtablissementRow): Promise<EtablissementRow> {
    const [row] = await this.db.insert(etablissements).values(values).returning();
    return row!;
  }

  async findByPubkey(pubkey: string): Promise<EtablissementRow | undefined> {
    const [row] = await this.db.select().from(etablissements).where(eq(etablissements.pubkey, pubkey));
    return row;
  }

  async insertSection(values: NewSectionRow) {
    const [row] = await this.db.insert(sections).values(values).returning();
    return row!;
  }

  async insertRoom(values: NewRoomRow) {
    const [row] = await this.db.insert(rooms).values(values).returning();
    return row!;
  }

  async insertSpeciality(values: NewSpecialityRow) {
    const [row] = await this.db.insert(specialities).values(values).returning();
    return row!;
  }

  async insertService(values: NewServiceRow) {
    const [row] = await this.db.insert(services).values(values).returning();
    return row!;
  }
}
