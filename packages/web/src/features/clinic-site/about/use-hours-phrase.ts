import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { phraseHours, type ClinicHours } from './working-hours';

/** A clinic's working week as the page's language says it. */
export function useHoursPhrase() {
  const { t } = useTranslation('clinicSite');
  const { language } = useLanguage();
  const words = {
    dayRange: (from: string, to: string) => t('hours.dayRange', { from, to }),
    timeRange: (from: string, to: string) => t('hours.timeRange', { from, to }),
    line: (days: string, hours: string) => t('hours.line', { days, hours }),
    everyDay: t('hours.everyDay'),
    allDay: t('hours.allDay'),
    closed: t('hours.closed'),
  };
  return (hours: ClinicHours) => phraseHours(hours, language, words);
}
