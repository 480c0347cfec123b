import { fullName, GENDER_LABELS, ROLE_LABELS, USER_STATUS_LABELS, type Language } from '@bayan/shared';
import { columnsIn, momentColumn, type LocalisedColumn } from '../../lib/csv/csv-columns.js';
import type { CsvColumn } from '../../lib/csv/csv-stream.js';
import type { UserRow } from './users.table.js';

/** No password hash, file key or pending identifier ever leaves in an export. */
const COLUMNS: LocalisedColumn<UserRow>[] = [
  { header: { ar: 'المعرّف', en: 'ID' }, value: (u) => u.id },
  { header: { ar: 'المفتاح العام', en: 'Public key' }, value: (u) => u.pubkey },
  { header: { ar: 'الاسم', en: 'Name' }, value: (u) => fullName(u) },
  // Then its parts, in their one order (shared full-name.ts), with the forms' labels.
  { header: { ar: 'الاسم الأول', en: 'First name' }, value: (u) => u.firstName },
  { header: { ar: 'اسم الأب', en: "Father's name" }, value: (u) => u.fatherName },
  { header: { ar: 'اسم الجد', en: "Grandfather's name" }, value: (u) => u.grandfatherName },
  { header: { ar: 'اسم العائلة', en: 'Family name' }, value: (u) => u.lastName },
  { header: { ar: 'البريد الإلكتروني', en: 'Email' }, value: (u) => u.email },
  { header: { ar: 'الجوال', en: 'Phone' }, value: (u) => u.phone },
  { header: { ar: 'رقم الهوية', en: 'ID number' }, value: (u) => u.idNumber },
  { header: { ar: 'الجنس', en: 'Gender' }, value: (u, lang) => u.gender && GENDER_LABELS[lang][u.gender] },
  { header: { ar: 'تاريخ الميلاد', en: 'Birthday' }, value: (u) => u.birthday },
  { header: { ar: 'الدور', en: 'Role' }, value: (u, lang) => ROLE_LABELS[lang][u.role] },
  { header: { ar: 'الحالة', en: 'Status' }, value: (u, lang) => USER_STATUS_LABELS[lang][u.status] },
  { header: { ar: 'البريد مؤكد', en: 'Email verified' }, value: (u) => u.isEmailVerified },
  { header: { ar: 'الجوال مؤكد', en: 'Phone verified' }, value: (u) => u.isPhoneVerified },
  momentColumn({ ar: 'تاريخ الإنشاء', en: 'Created' }, (u) => u.createdAt),
];

/** The export's columns in the caller's language. */
export function userCsvColumns(lang: Language): CsvColumn<UserRow>[] {
  return columnsIn(COLUMNS, lang);
}
