import { useTranslation } from 'react-i18next';

/**
 * A day in both calendars, Hijri first with the Gregorian one in brackets, as the appointment
 * sentences have it: "٢٢ جمادى الآخرة (٢ ديسمبر)". Issue 32: a middle dot between the two sat
 * against the Gregorian day's digit and read as an Arabic zero ("٢ ديسمبر" as "٢٠ ديسمبر");
 * brackets cannot be taken for a digit. Every place that pairs the two calendars uses this one.
 */
export function DatePair({ hijri, gregorian }: { hijri: string; gregorian: string }) {
  const { t } = useTranslation();
  return <>{t('datePair', { hijri, gregorian })}</>;
}
