/**
 * Umm al-Qura (the Saudi Hijri calendar) days written YYYY-MM-DD, to and from Gregorian ones. Intl
 * only formats into a calendar, so reading a Hijri day searches the few Gregorian days around an
 * estimate for the one Intl formats as that Hijri day.
 */
const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});

const DAY_MS = 86_400_000;
/** 1 Muharram 1 AH, as the arithmetic calendar counts it; a mean Hijri year and month in days. */
const EPOCH = Date.UTC(622, 6, 16);
const YEAR_DAYS = 354.36667;
const MONTH_DAYS = 29.530589;

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const pad = (value: number, width: number) => String(value).padStart(width, '0');

function hijriOf(time: number): string {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.formatToParts(time).find((part) => part.type === type)?.value);
  return `${pad(get('year'), 4)}-${pad(get('month'), 2)}-${pad(get('day'), 2)}`;
}

/** The Hijri day of a Gregorian YYYY-MM-DD; null when it is not one. */
export function gregorianToHijri(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || iso(time) !== day ? null : hijriOf(time);
}

/** The Gregorian day of a Hijri YYYY-MM-DD; null when the Hijri month has no such day. */
export function hijriToGregorian(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || date < 1 || date > 30) return null;
  const estimate = EPOCH + Math.round((year - 1) * YEAR_DAYS + (month - 1) * MONTH_DAYS + date - 1) * DAY_MS;
  for (let offset = 0; offset <= 5; offset += 1) {
    for (const time of [estimate + offset * DAY_MS, estimate - offset * DAY_MS]) {
      if (hijriOf(time) === day) return iso(time);
    }
  }
  return null;
}
