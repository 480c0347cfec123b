import type { Etablissement, Language, Room, Section, Service, Speciality } from '@bayan/shared';
import { columnsIn, momentColumn, type LocalisedColumn } from '../../../lib/csv/csv-columns.js';
import type { CsvColumn } from '../../../lib/csv/csv-stream.js';
import type { CsvCell } from '../../../lib/csv/csv.js';

type Column<V> = [ar: string, en: string, value: (row: V, lang: Language) => CsvCell] | LocalisedColumn<V>;

/** The columns of an export in the caller's language (the shared export columns: yes/no, Riyadh time). */
export const csvColumns =
  <V>(columns: Column<V>[]) =>
  (lang: Language): CsvColumn<V>[] =>
    columnsIn(
      columns.map((column) =>
        Array.isArray(column) ? { header: { ar: column[0], en: column[1] }, value: column[2] } : column,
      ),
      lang,
    );

type Named = { nameAr: string; nameEn: string };
const nameIn = (record: Named | null, lang: Language) => record && (lang === 'ar' ? record.nameAr : record.nameEn);

const names: Column<Named>[] = [
  ['الاسم بالعربية', 'Name (Arabic)', (r) => r.nameAr],
  ['الاسم بالإنجليزية', 'Name (English)', (r) => r.nameEn],
];
const stamps: Column<{ createdAt: string; updatedAt: string }>[] = [
  momentColumn({ ar: 'تاريخ الإنشاء', en: 'Created' }, (r) => new Date(r.createdAt)),
  momentColumn({ ar: 'آخر تعديل', en: 'Updated' }, (r) => new Date(r.updatedAt)),
];
const clinic: Column<{ etablissement: Named }> = ['العيادة', 'Clinic', (r, lang) => nameIn(r.etablissement, lang)];

/** 2023-01-01 was a Sunday: weekday d is the d-th day after it. */
const weekday = (day: number, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar' : 'en', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + day),
  );

/** Halalas as SAR with two decimals, by integer arithmetic (15050 → 150.50). */
export const sar = (halalas: number) => `${Math.trunc(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;

export const etablissementCsv = csvColumns<Etablissement>([
  ...names,
  ['العنوان', 'Address', (r) => r.address],
  ['الهاتف', 'Phone', (r) => r.phone],
  ['أيام العطلة', 'Weekend days', (r, lang) => r.weekendDays.map((d) => weekday(d, lang)).join(' ')],
  ['وقت الفتح', 'Opens', (r) => r.startHour],
  ['وقت الإغلاق', 'Closes', (r) => r.endHour],
  ['المنطقة الزمنية', 'Time zone', (r) => r.timeZone],
  ['الوصف', 'Description', (r) => r.description],
  ...stamps,
]);

export const specialityCsv = csvColumns<Speciality>([...names, ...stamps]);

export const serviceCsv = csvColumns<Service>([
  ...names,
  ['السعر (ريال)', 'Price (SAR)', (r) => sar(r.priceHalalas)],
  ['المدة (دقيقة)', 'Duration (minutes)', (r) => r.durationMinutes],
  ...stamps,
]);

export const sectionCsv = csvColumns<Section>([clinic, ...names, ...stamps]);

export const roomCsv = csvColumns<Room>([
  clinic,
  ['القسم', 'Section', (r, lang) => nameIn(r.section, lang)],
  ['الغرفة', 'Room', (r) => r.name],
  ['التفاصيل', 'Details', (r) => r.description],
  ...stamps,
]);
