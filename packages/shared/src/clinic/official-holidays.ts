import { hijriToGregorian } from '../dates/hijri.js';

export type HolidayKind = 'eidAlFitr' | 'eidAlAdha' | 'foundingDay' | 'nationalDay';

/** A Saudi official holiday: whole days, `from` to `to` inclusive, Gregorian YYYY-MM-DD. */
export interface OfficialHoliday {
  kind: HolidayKind;
  /** Names the holiday for good (`eid-al-fitr-1447`, `national-day-2026`): applying it twice adds nothing. */
  key: string;
  from: string;
  to: string;
  /** The Hijri year of an Eid; null for the Gregorian holidays. */
  hijriYear: number | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Eids in Hijri month and days (clinic-notes §5): Eid al-Fitr 1–3 Shawwal, Eid al-Adha 10–13 Dhu al-Hijjah. */
const EIDS = [
  { kind: 'eidAlFitr', slug: 'eid-al-fitr', month: 10, first: 1, last: 3 },
  { kind: 'eidAlAdha', slug: 'eid-al-adha', month: 12, first: 10, last: 13 },
] as const;

/** The Gregorian holidays; `since`: the first year it was kept (Founding Day was created by royal order in January 2022). */
const FIXED = [
  { kind: 'foundingDay', slug: 'founding-day', month: 2, day: 22, since: 2022 },
  { kind: 'nationalDay', slug: 'national-day', month: 9, day: 23, since: 0 },
] as const;

/** A Hijri year's Eids, from the Umm al-Qura calendar. */
function eidsOf(hijriYear: number): OfficialHoliday[] {
  return EIDS.flatMap(({ kind, slug, month, first, last }) => {
    const from = hijriToGregorian({ year: hijriYear, month, day: first });
    const to = hijriToGregorian({ year: hijriYear, month, day: last });
    return from && to ? [{ kind, key: `${slug}-${hijriYear}`, from, to, hijriYear }] : [];
  });
}

/**
 * The official holidays with a day in Gregorian `year`, in date order: the two Eids of every Hijri
 * year that reaches into it (a Gregorian year holds parts of two or three Hijri years), Founding
 * Day (22 February, from 2022, the year it was created) and National Day (23 September). Pure: the same year gives the same list.
 */
export function officialHolidays(year: number): OfficialHoliday[] {
  const approxHijri = Math.floor(((year - 622) * 365.2425) / 354.367);
  const eids = [-1, 0, 1, 2].flatMap((step) => eidsOf(approxHijri + step));
  const inYear = eids.filter(({ from, to }) => from.slice(0, 4) === String(year) || to.slice(0, 4) === String(year));
  const fixed = FIXED.filter(({ since }) => year >= since).map(({ kind, slug, month, day }) => ({
    kind,
    key: `${slug}-${year}`,
    from: `${year}-${pad(month)}-${pad(day)}`,
    to: `${year}-${pad(month)}-${pad(day)}`,
    hijriYear: null,
  }));
  return [...inYear, ...fixed].sort((a, b) => a.from.localeCompare(b.from));
}
