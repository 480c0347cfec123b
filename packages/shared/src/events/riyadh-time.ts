// Riyadh's calendar, apart from the query schemas: the dashboard's first load uses it without zod (issue 14).

/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so a calendar day is a fixed span. */
export const RIYADH_UTC_OFFSET = '+03:00';
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The calendar month in Riyadh that contains `at`, as a half-open period. */
export function riyadhMonth(at: Date): { from: Date; to: Date } {
  const local = new Date(at.getTime() + RIYADH_OFFSET_MS);
  const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
  return {
    from: new Date(Date.UTC(year, month, 1) - RIYADH_OFFSET_MS),
    to: new Date(Date.UTC(year, month + 1, 1) - RIYADH_OFFSET_MS),
  };
}

/** The year in Riyadh at `at`. */
export function riyadhYear(at: Date): number {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).getUTCFullYear();
}

/** The day in Riyadh at `at`, YYYY-MM-DD. */
export function riyadhDay(at: Date): string {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}
