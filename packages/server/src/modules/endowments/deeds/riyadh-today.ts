/** The deeds' calendar zone (waqf notes §7): dates are Saudi days. */
const RIYADH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Riyadh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day `at` falls on in Riyadh, YYYY-MM-DD. */
export const riyadhDay = (at: Date): string => RIYADH.format(at);
