import { aliasedTable } from 'drizzle-orm';
import { services, specialities } from '../directory/catalogue.table.js';
import { etablissements } from '../directory/etablissements.table.js';

/** What a promotion or campaign row names: its clinic, and the service or speciality it is about. */
export const clinicRef = {
  etablissementPubkey: etablissements.pubkey,
  etablissementNameAr: etablissements.nameAr,
  etablissementNameEn: etablissements.nameEn,
  timeZone: etablissements.timeZone,
};

export const serviceRef = aliasedTable(services, 'ref_service');
export const specialityRef = aliasedTable(specialities, 'ref_speciality');

export const targetRef = {
  servicePubkey: serviceRef.pubkey,
  serviceNameAr: serviceRef.nameAr,
  serviceNameEn: serviceRef.nameEn,
  specialityPubkey: specialityRef.pubkey,
  specialityNameAr: specialityRef.nameAr,
  specialityNameEn: specialityRef.nameEn,
};

export interface RefColumns {
  etablissementPubkey: string;
  etablissementNameAr: string;
  etablissementNameEn: string;
  servicePubkey: string | null;
  serviceNameAr: string | null;
  serviceNameEn: string | null;
  specialityPubkey: string | null;
  specialityNameAr: string | null;
  specialityNameEn: string | null;
}

const ref = (pubkey: string | null, nameAr: string | null, nameEn: string | null) =>
  pubkey === null ? null : { pubkey, nameAr: nameAr ?? '', nameEn: nameEn ?? '' };

/** The clinic, service and speciality as the API names them. */
export const refsOf = (row: RefColumns) => ({
  etablissement: { pubkey: row.etablissementPubkey, nameAr: row.etablissementNameAr, nameEn: row.etablissementNameEn },
  service: ref(row.servicePubkey, row.serviceNameAr, row.serviceNameEn),
  speciality: ref(row.specialityPubkey, row.specialityNameAr, row.specialityNameEn),
});
