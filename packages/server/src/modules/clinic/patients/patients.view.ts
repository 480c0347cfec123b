import { ageOn, fullName, GENDER_LABELS, type Language, type Patient } from '@bayan/shared';
import { columnsIn, momentColumn, type LocalisedColumn } from '../../../lib/csv/csv-columns.js';
import type { Clock } from '../../../lib/clock.js';
import { formatDay } from '../availability/civil-date.js';
import { DEFAULT_CLINIC_CALENDAR } from '../availability/index.js';
import { localDayOf } from '../availability/time-zone.js';
import type { PatientView } from './patients.repository.js';

/** Today in the product's time zone (PRODUCT.md §7): ages and age filters count from it. */
export function todayOf(clock: Clock): string {
  return formatDay(localDayOf(DEFAULT_CLINIC_CALENDAR.timeZone, clock.now().getTime()));
}

export function toPatient(row: PatientView, today: string): Patient {
  return {
    pubkey: row.pubkey,
    name: fullName(row),
    firstName: row.firstName,
    fatherName: row.fatherName,
    grandfatherName: row.grandfatherName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    idNumber: row.idNumber,
    gender: row.gender,
    birthday: row.birthday,
    age: row.birthday === null ? null : ageOn(row.birthday, today),
    notes: row.notes,
    noShows: row.noShows,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The export: a patient's file as the list shows it, one row each (no internal key: finding 30). */
const COLUMNS: LocalisedColumn<Patient>[] = [
  { header: { ar: 'الاسم', en: 'Name' }, value: (p) => p.name },
  { header: { ar: 'الجوال', en: 'Phone' }, value: (p) => p.phone },
  { header: { ar: 'البريد الإلكتروني', en: 'Email' }, value: (p) => p.email },
  { header: { ar: 'رقم الهوية', en: 'ID number' }, value: (p) => p.idNumber },
  { header: { ar: 'الجنس', en: 'Gender' }, value: (p, lang) => p.gender && GENDER_LABELS[lang][p.gender] },
  { header: { ar: 'تاريخ الميلاد', en: 'Birthday' }, value: (p) => p.birthday },
  { header: { ar: 'العمر', en: 'Age' }, value: (p) => p.age },
  { header: { ar: 'ملاحظات', en: 'Notes' }, value: (p) => p.notes },
  momentColumn({ ar: 'تاريخ فتح الملف', en: 'File opened' }, (p) => new Date(p.createdAt)),
];

export const patientCsvColumns = (lang: Language) => columnsIn(COLUMNS, lang);
