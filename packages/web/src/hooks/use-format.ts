import { useLanguage } from '../i18n/use-language';
import { formatDigits, formatList, formatLtrDigits, formatNumber, formatPhone, formatYear } from '../lib/format';
import { formatGregorianYear, formatMoment, formatRelative, formatTime, monthNames } from '../lib/format-date';
import { formatCompact, formatMoney } from '../lib/format-money';

/** Number and date formatters bound to the current language's calendar and digits. */
export function useFormat() {
  const { language } = useLanguage();
  return {
    number: (value: number) => formatNumber(value, language),
    /** A value written with digits ('0512345678', '1994-08-18') in the page's digits. */
    digits: (text: string) => formatDigits(text, language),
    /** An ID, a masked number or a deed number for reading, in the page's digits, its order held (show it inside <bdi dir="ltr">). */
    ltr: (text: string) => formatLtrDigits(text, language),
    /** A Saudi mobile in E.164 grouped for reading, in the page's digits (show it inside <bdi dir="ltr">). */
    phone: (e164: string) => formatLtrDigits(formatPhone(e164), language),
    year: (date: Date) => formatYear(date, language),
    /** A list in the language's words: "a, b and c" with `{ type: 'conjunction' }`. */
    list: (items: string[], options: Intl.ListFormatOptions) => formatList(items, language, options),
    /** A moment in the Hijri and Gregorian calendars, with its time in Riyadh (or in `timeZone`, a clinic's). */
    bothCalendars: (date: Date, timeZone?: string) => formatMoment(date, language, timeZone),
    /** A moment's time of day in Riyadh or `timeZone`. */
    time: (date: Date | number, timeZone?: string) => formatTime(date, language, timeZone),
    relative: (date: Date, now?: Date) => formatRelative(date, language, now),
    money: (amount: number) => formatMoney(amount, language),
    compact: (value: number) => formatCompact(value, language),
    months: (width: 'long' | 'short') => monthNames(language, width),
    gregorianYear: (year: number) => formatGregorianYear(year, language),
  };
}
