import type { Language } from '@bayan/shared';
import type { CsvColumn } from '../../lib/csv/csv-stream.js';
import { fullName } from './users.mapper.js';
import type { UserRow } from './users.table.js';

type Column = { header: Record<Language, string>; value: CsvColumn<UserRow>['value'] };

/** No password hash, file key or pending identifier ever leaves in an export. */
const COLUMNS: Column[] = [
  { header: { ar: 'المعرّف', en: 'ID' }, value: (u) => u.id },
  { header: { ar: 'المفتاح العام', en: 'Public key' }, value: (u) => u.pubkey },
  { header: { ar: 'الاسم', en: 'Name' }, value: (u) => fullName(u) },
  { header: { ar: 'اسم الأب', en: 'Father name' }, value: (u) => u.fatherName },
  { header: { ar: 'اسم العائلة', en: 'Family name' }, value: (u) => u.familyName },
  { header: { ar: 'البريد الإلكتروني', en: 'Email' }, value: (u) => u.email },
  { header: { ar: 'الجوال', en: 'Phone' }, value: (u) => u.phone },
  { header: { ar: 'رقم الهوية', en: 'ID number' }, value: (u) => u.idNumber },
  { header: { ar: 'الجنس', en: 'Gender' }, value: (u) => u.gender },
  { header: { ar: 'تاريخ الميلاد', en: 'Birthday' }, value: (u) => u.birthday },
  { header: { ar: 'الدور', en: 'Role' }, value: (u) => u.role },
  { header: { ar: 'الحالة', en: 'Status' }, value: (u) => u.status },
  { header: { ar: 'البريد مؤكد', en: 'Email verified' }, value: (u) => u.isEmailVerified },
  { header: { ar: 'الجوال مؤكد', en: 'Phone verified' }, value: (u) => u.isPhoneVerified },
  { header: { ar: 'تاريخ الإنشاء', en: 'Created' }, value: (u) => u.createdAt },
];

/** The export's columns, headed in the caller's language. */
export function userCsvColumns(lang: Language): CsvColumn<UserRow>[] {
  return COLUMNS.map((column) => ({ header: column.header[lang], value: column.value }));
}
