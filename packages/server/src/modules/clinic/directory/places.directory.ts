import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { CountCache } from '../../../lib/list/count-cache.js';
import { DirectoryRepository, type DirectoryShape } from './directory.repository.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements, rooms, sections, type NewRoomRow, type NewSectionRow } from './etablissements.table.js';

/** Rows of another clinic's staff never match: the service gives a STAFF caller's clinic here. */
export interface SectionFilter {
  etablissementId?: number | undefined;
}

export interface RoomFilter extends SectionFilter {
  sectionId?: number | undefined;
}

const clinicRef = { pubkey: etablissements.pubkey, nameAr: etablissements.nameAr, nameEn: etablissements.nameEn };
const sectionRef = { pubkey: sections.pubkey, nameAr: sections.nameAr, nameEn: sections.nameEn };

type Extra = Record<string, SQL>;

const selectSections = <E extends Extra>(db: Db, extra: E) =>
  db
    .select({ ...getTableColumns(sections), etablissement: clinicRef, ...extra })
    .from(sections)
    .innerJoin(etablissements, eq(etablissements.id, sections.etablissementId))
    .$dynamic();

const selectRooms = <E extends Extra>(db: Db, extra: E) =>
  db
    .select({ ...getTableColumns(rooms), etablissement: clinicRef, section: sectionRef, ...extra })
    .from(rooms)
    .innerJoin(etablissements, eq(etablissements.id, rooms.etablissementId))
    .leftJoin(sections, eq(sections.id, rooms.sectionId))
    .$dynamic();

export type SectionRow = Awaited<ReturnType<typeof selectSections<Record<never, SQL>>>>[number];
export type RoomRow = Awaited<ReturnType<typeof selectRooms<Record<never, SQL>>>>[number];

const sectionShape: DirectoryShape<SectionFilter> = {
  table: sections,
  sorts: { nameAr: sections.nameAr, nameEn: sections.nameEn, createdAt: sections.createdAt },
  select: selectSections,
  filter: ({ etablissementId }) =>
    etablissementId === undefined ? undefined : eq(sections.etablissementId, etablissementId),
};

const roomShape: DirectoryShape<RoomFilter> = {
  table: rooms,
  sorts: { name: rooms.name, createdAt: rooms.createdAt },
  select: selectRooms,
  filter: ({ etablissementId, sectionId }) =>
    and(
      etablissementId === undefined ? undefined : eq(rooms.etablissementId, etablissementId),
      sectionId === undefined ? undefined : eq(rooms.sectionId, sectionId),
    ),
};

export const sectionsDirectory = (db: Db, counts: CountCache) =>
  new DirectoryRepository<SectionRow, NewSectionRow, SectionFilter>(db, counts, sectionShape);

/** The rooms, and the one a doctor works in (doctors.room_id): "my room". */
export class RoomsDirectory extends DirectoryRepository<RoomRow, NewRoomRow, RoomFilter> {
  constructor(db: Db, counts: CountCache) {
    super(db, counts, roomShape);
  }

  /** The doctor's room id: null when they have none, undefined when the account has no doctor profile. */
  async roomIdOf(doctorUserId: number): Promise<number | null | undefined> {
    const [row] = await this.db
      .select({ roomId: doctors.roomId })
      .from(doctors)
      .where(eq(doctors.userId, doctorUserId));
    return row?.roomId;
  }
}
