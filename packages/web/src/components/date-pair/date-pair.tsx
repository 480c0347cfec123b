import { useTranslation } from 'react-i18next';

/** A day (or a range) in each calendar, as the page's words have it. */
export interface DayInBoth {
  hijri: string;
  gregorian: string;
}

/**
 * A day in both calendars, Hijri first with the Gregorian one in brackets, as the appointment
 * sentences have it: "٢٢ جمادى الآخرة (٢ ديسمبر)". Issue 32: a middle dot between the two sat
 * against the Gregorian day's digit and read as an Arabic zero ("٢ ديسمبر" as "٢٠ ديسمبر");
 * brackets cannot be taken for a digit. Every place that pairs the two calendars uses this one:
 * as an element (DatePair), or as text inside a sentence (useDatePair).
 */
export function useDatePair(): (day: DayInBoth) => string {
  const { t } = useTranslation();
  return ({ hijri, gregorian }) => t('datePair', { hijri, gregorian });
}

export function DatePair(day: DayInBoth) {
  return <>{useDatePair()(day)}</>;
}
