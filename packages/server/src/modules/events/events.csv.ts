import { auditActionLabel, auditEntityLabel, type Language } from '@bayan/shared';
import { columnsIn, momentColumn, type LocalisedColumn } from '../../lib/csv/csv-columns.js';
import type { CsvColumn } from '../../lib/csv/csv-stream.js';
import type { EventWithActor } from './events.service.js';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The action and entity in words, with the action's code beside them for filtering in a spreadsheet. */
const COLUMNS: LocalisedColumn<EventWithActor>[] = [
  { header: { ar: 'المعرف', en: 'ID' }, value: (e) => e.id },
  momentColumn({ ar: 'الوقت', en: 'Time' }, (e) => e.createdAt),
  { header: { ar: 'الإجراء', en: 'Action' }, value: (e, lang) => auditActionLabel(e.action, lang) },
  { header: { ar: 'رمز الإجراء', en: 'Action code' }, value: (e) => e.action },
  { header: { ar: 'الكيان', en: 'Entity' }, value: (e, lang) => auditEntityLabel(e.entity, lang) },
  { header: { ar: 'معرف الكيان', en: 'Entity ID' }, value: (e) => e.entityId },
  { header: { ar: 'المستخدم', en: 'Actor' }, value: (e) => e.actorName },
  { header: { ar: 'المعرف العام للمستخدم', en: 'Actor pubkey' }, value: (e) => e.actorPubkey },
  { header: { ar: 'عنوان IP', en: 'IP address' }, value: (e) => e.ip },
  { header: { ar: 'المتصفح', en: 'User agent' }, value: (e) => e.userAgent },
  { header: { ar: 'قبل', en: 'Before' }, value: (e) => json(e.before) },
  { header: { ar: 'بعد', en: 'After' }, value: (e) => json(e.after) },
];

/** The export's columns in the caller's language. */
export function eventCsvColumns(lang: Language): CsvColumn<EventWithActor>[] {
  return columnsIn(COLUMNS, lang);
}
