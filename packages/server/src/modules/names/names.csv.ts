import type { Language } from '@bayan/shared';
import { columnsIn, momentColumn, type LocalisedColumn } from '../../lib/csv/csv-columns.js';
import type { CsvColumn } from '../../lib/csv/csv-stream.js';
import type { NameRow } from './names.table.js';

const COLUMNS: LocalisedColumn<NameRow>[] = [
  { header: { ar: 'الترتيب', en: 'Order' }, value: (n) => n.order },
  { header: { ar: 'الاسم', en: 'Name' }, value: (n) => n.name },
  { header: { ar: 'النطق اللاتيني', en: 'Transliteration' }, value: (n) => n.transliteration },
  { header: { ar: 'المعنى بالعربية', en: 'Meaning (Arabic)' }, value: (n) => n.meaningAr },
  { header: { ar: 'المعنى بالإنجليزية', en: 'Meaning (English)' }, value: (n) => n.meaningEn },
  { header: { ar: 'الشرح', en: 'Description' }, value: (n) => n.description },
  { header: { ar: 'ظاهر', en: 'Active' }, value: (n) => n.isActive },
  momentColumn({ ar: 'تاريخ الإنشاء', en: 'Created' }, (n) => n.createdAt),
  momentColumn({ ar: 'آخر تعديل', en: 'Updated' }, (n) => n.updatedAt),
];

/** The export's columns in the caller's language. */
export function nameCsvColumns(lang: Language): CsvColumn<NameRow>[] {
  return columnsIn(COLUMNS, lang);
}
