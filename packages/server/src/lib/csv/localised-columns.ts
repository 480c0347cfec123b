import type { Language } from '@bayan/shared';
import type { CsvColumn } from './csv-stream.js';
import type { CsvCell } from './csv.js';

/** An export column headed in both languages; its value may depend on the language too (ar/en names). */
export interface LocalisedColumn<T> {
  header: Record<Language, string>;
  value: (row: T, lang: Language) => CsvCell;
}

/** The columns as `csvStream` takes them, in the caller's language. */
export function localiseColumns<T>(columns: readonly LocalisedColumn<T>[], lang: Language): CsvColumn<T>[] {
  return columns.map((column) => ({ header: column.header[lang], value: (row) => column.value(row, lang) }));
}
