import { YES_NO_LABELS, type Language } from '@bayan/shared';
import type { CsvCell } from './csv.js';
import type { CsvColumn } from './csv-stream.js';

/** Exports write moments in the platform's time zone (PRODUCT.md §7: Asia/Riyadh, UTC+3 all year). */
export const EXPORT_TIME_ZONE = 'Asia/Riyadh';

const ZONE_NAME: Record<Language, string> = { ar: 'بتوقيت الرياض', en: 'Riyadh time' };

const LOCAL = new Intl.DateTimeFormat('en-GB', {
  timeZone: EXPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-25 14:05:09`: a moment as Riyadh's clocks showed it, a form every spreadsheet reads as a date. */
export function localMoment(moment: Date): string {
  const part = Object.fromEntries(LOCAL.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** A column in both languages; `value` may word its cell in the export's language. */
export interface LocalisedColumn<T> {
  header: Record<Language, string>;
  value: (row: T, lang: Language) => CsvCell;
}

/** A moment column: local time in Riyadh, the header saying so. */
export function momentColumn<T>(
  header: Record<Language, string>,
  value: (row: T) => Date | null | undefined,
): LocalisedColumn<T> {
  return {
    header: { ar: `${header.ar} (${ZONE_NAME.ar})`, en: `${header.en} (${ZONE_NAME.en})` },
    value: (row) => {
      const moment = value(row);
      return moment ? localMoment(moment) : null;
    },
  };
}

/**
 * The columns in one language, ready for a spreadsheet: headers and yes/no in that language
 * (never `true`), moments in Riyadh time.
 */
export function columnsIn<T>(columns: readonly LocalisedColumn<T>[], lang: Language): CsvColumn<T>[] {
  return columns.map((column) => ({
    header: column.header[lang],
    value: (row) => {
      const cell = column.value(row, lang);
      if (typeof cell === 'boolean') return YES_NO_LABELS[lang][cell ? 'yes' : 'no'];
      return cell instanceof Date ? localMoment(cell) : cell;
    },
  }));
}
