import { and, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { CountCache } from '../../../lib/list/count-cache.js';
import { services, specialities, type NewServiceRow, type NewSpecialityRow } from './catalogue.table.js';
import { DirectoryRepository, selectAll, type DirectoryShape } from './directory.repository.js';
import { doctors } from '../doctors/doctors.table.js';

export interface SpecialityFilter {
  /** Only specialities with a doctor in this clinic (its serial id). */
  etablissementId?: number | undefined;
}

export interface ServiceFilter {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

const names = <T extends typeof specialities | typeof services>(table: T) => ({
  nameAr: table.nameAr,
  nameEn: table.nameEn,
  createdAt: table.createdAt,
});

const specialityShape: DirectoryShape<SpecialityFilter> = {
  table: specialities,
  sorts: names(specialities),
  select: selectAll(specialities),
  filter: ({ etablissementId }) =>
    etablissementId === undefined
      ? undefined
      : sql`exists (select 1 from ${doctors} where ${doctors.specialityId} = ${specialities.id} and ${doctors.etablissementId} = ${etablissementId})`,
};

const serviceShape: DirectoryShape<ServiceFilter> = {
  table: services,
  sorts: { ...names(services), priceHalalas: services.priceHalalas, durationMinutes: services.durationMinutes },
  select: selectAll(services),
  filter: ({ minPrice, maxPrice }) =>
    and(
      minPrice === undefined ? undefined : gte(services.priceHalalas, minPrice),
      maxPrice === undefined ? undefined : lte(services.priceHalalas, maxPrice),
    ),
};

export type SpecialityRow = typeof specialities.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export const specialitiesDirectory = (db: Db, counts: CountCache) =>
  new DirectoryRepository<SpecialityRow, NewSpecialityRow, SpecialityFilter>(db, counts, specialityShape);

export const servicesDirectory = (db: Db, counts: CountCache) =>
  new DirectoryRepository<ServiceRow, NewServiceRow, ServiceFilter>(db, counts, serviceShape);
