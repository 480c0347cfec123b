import type { Language } from '@bayan/shared';
import type { CsvColumn } from '../../lib/csv/csv-stream.js';
import type { EventWithActor } from './events.service.js';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const COLUMNS: { header: Record<Language, string>; value: CsvColumn<EventWithActor>['value'] }[] = [
  { header: { ar: 'المعرف', en: 'ID' }, value: (e) => e.id },
  { header: { ar: 'الوقت', en: 'Time' }, value: (e) => e.createdAt },
  { header: { ar: 'الإجراء', en: 'Action' }, value: (e) => e.action },
  { header: { ar: 'الكيان', en: 'Entity' }, value: (e) => e.entity },
  { header: { ar: 'معرف الكيان', en: 'Entity ID' }, value: (e) => e.entityId },
  { header: { ar: 'المستخدم', en: 'Actor' }, value: (e) => e.actorName },
  { header: { ar: 'المعرف العام للمستخدم', en: 'Actor pubkey' }, value: (e) => e.actorPubkey },
  { header: { ar: 'عنوان IP', en: 'IP address' }, value: (e) => e.ip },
  { header: { ar: 'المتصفح', en: 'User agent' }, value: (e) => e.userAgent },
  { header: { ar: 'قبل', en: 'Before' }, value: (e) => json(e.before) },
  { header: { ar: 'بعد', en: 'After' }, value: (e) => json(e.after) },
];

/** The export's columns, headed in the caller's language. */
export function eventCsvColumns(lang: Language): CsvColumn<EventWithActor>[] {
  return COLUMNS.map((column) => ({ header: column.header[lang], value: column.value }));
}
