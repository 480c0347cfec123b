import { createHash } from 'node:crypto';
import { fullName, USER_STATUS_LABELS, type Doctor, type Language } from '@bayan/shared';
import { columnsIn, type LocalisedColumn } from '../../../lib/csv/csv-columns.js';
import type { DoctorView } from './doctors-directory.repository.js';

/**
 * The photo's version (its URL's `v` and its ETag): a digest of its stored key, so each new photo
 * has its own, whatever the clock says, and the key itself is never shown.
 */
export const photoVersion = (photoKey: string) => createHash('sha256').update(photoKey).digest('hex').slice(0, 16);

/** Where anyone fetches the photo: a new photo is a new URL, so no cache serves the old one. */
const photoUrlOf = (row: Pick<DoctorView, 'pubkey' | 'photoKey'>) =>
  row.photoKey === null ? null : `/api/doctors/${row.pubkey}/photo?v=${photoVersion(row.photoKey)}`;

/** A doctor as the API shows them to anyone: no contact, no account status. */
export function toDoctor(row: DoctorView): Doctor {
  return {
    pubkey: row.pubkey,
    name: fullName(row),
    speciality:
      row.specialityPubkey === null
        ? null
        : { pubkey: row.specialityPubkey, nameAr: row.specialityNameAr!, nameEn: row.specialityNameEn! },
    etablissement: row.etablissement,
    room: row.roomPubkey === null ? null : { pubkey: row.roomPubkey, name: row.roomName! },
    bio: row.bio,
    rating: row.rating,
    ratingCount: row.ratingCount,
    photoUrl: photoUrlOf(row),
  };
}

/** The care team's export: the public fields, and the contacts to reach each doctor. */
const COLUMNS: LocalisedColumn<DoctorView>[] = [
  { header: { ar: 'المفتاح العام', en: 'Public key' }, value: (d) => d.pubkey },
  { header: { ar: 'الاسم', en: 'Name' }, value: (d) => fullName(d) },
  {
    header: { ar: 'التخصص', en: 'Speciality' },
    value: (d, l) => (l === 'ar' ? d.specialityNameAr : d.specialityNameEn),
  },
  {
    header: { ar: 'العيادة', en: 'Etablissement' },
    value: (d, l) => (l === 'ar' ? d.etablissement.nameAr : d.etablissement.nameEn),
  },
  { header: { ar: 'الغرفة', en: 'Room' }, value: (d) => d.roomName },
  { header: { ar: 'التقييم', en: 'Rating' }, value: (d) => d.rating },
  { header: { ar: 'عدد التقييمات', en: 'Ratings' }, value: (d) => d.ratingCount },
  { header: { ar: 'البريد الإلكتروني', en: 'Email' }, value: (d) => d.email },
  { header: { ar: 'الجوال', en: 'Phone' }, value: (d) => d.phone },
  { header: { ar: 'الحالة', en: 'Status' }, value: (d, lang) => USER_STATUS_LABELS[lang][d.status] },
];

export const doctorCsvColumns = (lang: Language) => columnsIn(COLUMNS, lang);
