/** The periods the home screen offers (PRODUCT §6: the figures are for a period given in the query). */
export const PERIODS = ['thisMonth', 'last30Days', 'thisYear'] as const;
export type PeriodName = (typeof PERIODS)[number];

export const isPeriodName = (value: unknown): value is PeriodName => PERIODS.includes(value as PeriodName);

/** A period as the API takes it: whole days in Riyadh, YYYY-MM-DD, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const RIYADH_OFFSET_MS = 3 * 3_600_000;
const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

export function periodRange(name: PeriodName, now: Date = new Date()): DayRange {
  const local = new Date(now.getTime() + RIYADH_OFFSET_MS);
  const [year, month, date] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  switch (name) {
    case 'thisMonth':
      return { from: day(year, month, 1), to: day(year, month + 1, 0) };
    case 'last30Days':
      return { from: day(year, month, date - 29), to: day(year, month, date) };
    case 'thisYear':
      return { from: day(year, 0, 1), to: day(year, 11, 31) };
  }
}
