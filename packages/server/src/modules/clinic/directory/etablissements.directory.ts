import { and, eq, gte, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { CountCache } from '../../../lib/list/count-cache.js';
import { appointments, SEAT_TAKING } from '../appointments/appointments.table.js';
import { DirectoryRepository, selectAll, type DirectoryShape } from './directory.repository.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements, type EtablissementRow, type NewEtablissementRow } from './etablissements.table.js';

export interface EtablissementFilter {
  /** A weekday the clinic is open on (not one of its weekend days). */
  openOn?: number | undefined;
  /** Only clinics with a doctor of this speciality (its serial id). */
  specialityId?: number | undefined;
}

const shape: DirectoryShape<EtablissementFilter> = {
  table: etablissements,
  sorts: { nameAr: etablissements.nameAr, nameEn: etablissements.nameEn, createdAt: etablissements.createdAt },
  select: selectAll(etablissements),
  filter: ({ openOn, specialityId }) =>
    and(
      openOn === undefined ? undefined : not(sql`${etablissements.weekendDays} @> array[${openOn}]::integer[]`),
      specialityId === undefined
        ? undefined
        : sql`exists (select 1 from ${doctors} where ${doctors.etablissementId} = ${etablissements.id} and ${doctors.specialityId} = ${specialityId})`,
    ),
};

/** The clinics as the directory lists and edits them. */
export class EtablissementsDirectory extends DirectoryRepository<
  EtablissementRow,
  NewEtablissementRow,
  EtablissementFilter
> {
  constructor(db: Db, counts: CountCache) {
    super(db, counts, shape);
  }

  /** The clinic's Pending and Planed appointments starting from `from`: what new hours must not strand. */
  async activeFrom(etablissementId: number, from: Date) {
    return this.db
      .select({ start: appointments.startAt, end: appointments.endAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.etablissementId, etablissementId),
          inArray(appointments.status, [...SEAT_TAKING]),
          gte(appointments.startAt, from),
        ),
      );
  }
}
