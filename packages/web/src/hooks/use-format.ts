import { useLanguage } from '../i18n/use-language';
import { formatNumber, formatYear } from '../lib/format';

/** Number and date formatters bound to the current language's calendar and digits. */
export function useFormat() {
  const { language } = useLanguage();
  return {
    number: (value: number) => formatNumber(value, language),
    year: (date: Date) => formatYear(date, language),
  };
}
