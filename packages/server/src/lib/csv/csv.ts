/** What a CSV cell may hold; null and undefined are empty cells, dates are written in ISO 8601. */
export type CsvCell = string | number | boolean | Date | null | undefined;

/** Excel and LibreOffice read a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** A phone number as the API writes it (E.164): a plus and digits, which no formula can hide in. */
const E164 = /^\+\d{6,15}$/;

/**
 * One field per RFC 4180: quoted when it holds a comma, quote or line break, inner quotes
 * doubled. Text that a spreadsheet would run as a formula gets a leading apostrophe, so it
 * shows as typed; numbers stay numbers (a negative amount is not a formula). A phone number in
 * E.164 is written exactly as it is (issue 32, finding 30): a plus and digits carry no payload,
 * and an invisible mark or an apostrophe before it broke lookups and copy-paste.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text) && !E164.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(values: readonly CsvCell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Lets Excel detect UTF-8, without which it shows Arabic as mojibake. */
export const UTF8_BOM = '\uFEFF';
