import { useTranslation } from 'react-i18next';
import type { AppointmentLink } from '@bayan/shared';
import { useFormat } from '../../../../hooks/use-format';
import { useLanguage } from '../../../../i18n/use-language';
import { DetailsList } from '../../../../components/details-list';

/** The appointment a link is for: doctor, clinic, type, and its time in the clinic's zone in both calendars. */
export function LinkDetails({ link }: { link: AppointmentLink }) {
  const { t } = useTranslation('clinicLink');
  const { language } = useLanguage();
  const format = useFormat();
  const moment = format.bothCalendars(new Date(link.start), link.timeZone);
  const rows: [string, string][] = [
    [t('doctor'), link.doctor],
    [t('clinic'), link.clinic[language]],
    [t('type'), link.type[language]],
    [t('hijri'), moment.hijri],
    [t('gregorian'), moment.gregorian],
    [t('time'), moment.time],
  ];
  return <DetailsList rows={rows} label={t('details')} />;
}
