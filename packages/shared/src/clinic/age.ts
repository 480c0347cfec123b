/**
 * Ages from birthdays, on calendar days (YYYY-MM-DD): a person born on 29 February turns a year
 * older on 1 March in a common year. The patients list filters with the same rule it shows.
 */
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** Whole years from `birthday` to `today`. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = parts(birthday);
  const [ty, tm, td] = parts(today);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The same day `years` earlier (29 February → 28 February in a common year): someone is at least
 * `years` old on `today` exactly when born on or before it.
 */
export function yearsBefore(today: string, years: number): string {
  const [y, m, d] = parts(today);
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
