import type { Language } from '@bayan/shared';
import type { CsvColumn } from '../../lib/csv/csv-stream.js';
import type { NameRow } from './names.table.js';

const COLUMNS: { header: Record<Language, string>; value: CsvColumn<NameRow>['value'] }[] = [
  { header: { ar: 'الترتيب', en: 'Order' }, value: (n) => n.order },
  { header: { ar: 'الاسم', en: 'Name' }, value: (n) => n.name },
  { header: { ar: 'النطق اللاتيني', en: 'Transliteration' }, value: (n) => n.transliteration },
  { header: { ar: 'المعنى بالعربية', en: 'Meaning (Arabic)' }, value: (n) => n.meaningAr },
  { header: { ar: 'المعنى بالإنجليزية', en: 'Meaning (English)' }, value: (n) => n.meaningEn },
  { header: { ar: 'الشرح', en: 'Description' }, value: (n) => n.description },
  { header: { ar: 'ظاهر', en: 'Active' }, value: (n) => n.isActive },
  { header: { ar: 'تاريخ الإنشاء', en: 'Created' }, value: (n) => n.createdAt },
  { header: { ar: 'آخر تعديل', en: 'Updated' }, value: (n) => n.updatedAt },
];

/** The export's columns, headed in the caller's language. */
export function nameCsvColumns(lang: Language): CsvColumn<NameRow>[] {
  return COLUMNS.map((column) => ({ header: column.header[lang], value: column.value }));
}
