import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicReservation } from '@bayan/shared';
import { DatePair } from '../../../components/date-pair/date-pair';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { useLanguage } from '../../../i18n/use-language';
import { DetailsList } from '../../../components/details-list';

/** What was asked, to read back on the phone: clinic, doctor or speciality, day and time, and the reference (finding 32). */
export function ReservationSummary({ reservation }: { reservation: PublicReservation }) {
  const { t } = useTranslation('reservation');
  const format = useFormat();
  const calendarDay = useCalendarDay();
  const { language } = useLanguage();
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  const day = calendarDay(reservation.preferredDay);
  const who =
    reservation.doctor?.name ?? (reservation.speciality ? name(reservation.speciality) : t('fields.anyDoctor'));
  const rows: [string, ReactNode][] = [
    [t('summary.reference'), <bdi dir="ltr">{format.ltr(reservation.reference)}</bdi>],
    [t('summary.clinic'), name(reservation.etablissement)],
    [t('summary.doctor'), who],
    [t('summary.day'), day ? <DatePair {...day} /> : reservation.preferredDay],
    ...(reservation.preferredTime
      ? [[t('summary.time'), format.ltr(reservation.preferredTime)] as [string, ReactNode]]
      : []),
  ];
  return (
    <DetailsList
      rows={rows}
      label={t('summary.title')}
      emphasis="term"
      sx={{ marginBlockStart: 2, paddingBlockStart: 2, borderBlockStart: 1, borderColor: 'divider' }}
    />
  );
}
