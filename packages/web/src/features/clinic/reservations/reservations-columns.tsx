import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@bayan/shared';
import { DateCell } from '../../../components/data-table/date-cell';
import type { Column } from '../../../components/data-table/types';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { useLanguage } from '../../../i18n/use-language';
import { Ltr } from '../../../components/form/ltr-value';

const COLORS = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'default',
  UNVERIFIED: 'default',
  EXPIRED: 'default',
} as const;

/** A request row: who, their phone and ID, what they asked for (doctor or speciality, day and time), its state. */
export function useReservationColumns(): Column<Reservation>[] {
  const { t } = useTranslation(['clinic', 'common']);
  const format = useFormat();
  const calendarDay = useCalendarDay();
  const pair = useDatePair();
  const { language } = useLanguage();
  const named = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  return [
    { id: 'name', label: t('reservations.columns.name'), primary: true, render: (row) => row.name },
    {
      // What the visitor quotes on the phone, and the search finds (finding 32).
      id: 'reference',
      label: t('reservations.columns.reference'),
      render: (row) => <Ltr>{row.reference}</Ltr>,
    },
    {
      id: 'phone',
      label: t('reservations.columns.phone'),
      render: (row) => <Ltr>{format.phone(row.phone)}</Ltr>,
    },
    {
      id: 'idNumber',
      label: t('reservations.columns.idNumber'),
      render: (row) => <Ltr>{format.ltr(row.idNumber)}</Ltr>,
    },
    {
      id: 'asked',
      label: t('reservations.columns.asked'),
      render: (row) =>
        [row.doctor?.name, row.speciality && named(row.speciality)].filter(Boolean).join(' · ') || t('common:none'),
    },
    {
      id: 'preferredDay',
      label: t('reservations.columns.preferred'),
      sortKey: 'preferredDay',
      render: (row) => {
        const both = calendarDay(row.preferredDay);
        const day = both ? pair(both) : row.preferredDay;
        return row.preferredTime ? t('common:table.dateTime', { date: day, time: format.ltr(row.preferredTime) }) : day;
      },
    },
    {
      id: 'status',
      label: t('reservations.columns.status'),
      render: (row) => <Chip size="small" color={COLORS[row.status]} label={t(`reservations.status.${row.status}`)} />,
    },
    {
      id: 'createdAt',
      label: t('reservations.columns.createdAt'),
      sortKey: 'createdAt',
      render: (row) => <DateCell value={row.createdAt} />,
    },
  ];
}
