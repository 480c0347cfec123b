import type { Etablissement, Room, Section, Service, Speciality } from '@bayan/shared';
import type { ServiceRow, SpecialityRow } from './catalogue.directory.js';
import type { EtablissementRow } from './etablissements.table.js';
import type { RoomRow, SectionRow } from './places.directory.js';

/** The directory's rows as the API shows them: public ids only, times in ISO 8601. */

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const named = (row: { pubkey: string; nameAr: string; nameEn: string }) => ({
  pubkey: row.pubkey,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
});

/** PostgreSQL prints a `time` as HH:MM:SS; the API speaks HH:MM. */
const clock = (time: string) => time.slice(0, 5);

export const toEtablissement = (row: EtablissementRow): Etablissement => ({
  ...named(row),
  description: row.description,
  address: row.address,
  phone: row.phone,
  weekendDays: row.weekendDays,
  startHour: clock(row.startHour),
  endHour: clock(row.endHour),
  timeZone: row.timeZone,
  ...stamps(row),
});

export const toSpeciality = (row: SpecialityRow): Speciality => ({ ...named(row), ...stamps(row) });

export const toService = (row: ServiceRow): Service => ({
  ...named(row),
  priceHalalas: row.priceHalalas,
  durationMinutes: row.durationMinutes,
  ...stamps(row),
});

export const toSection = (row: SectionRow): Section => ({
  ...named(row),
  etablissement: row.etablissement,
  ...stamps(row),
});

export const toRoom = (row: RoomRow): Room => ({
  pubkey: row.pubkey,
  name: row.name,
  description: row.description,
  etablissement: row.etablissement,
  section: row.section,
  ...stamps(row),
});
