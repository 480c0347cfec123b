import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicReservation } from '@bayan/shared';
import { DatePair } from '../../../components/date-pair/date-pair';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { useLanguage } from '../../../i18n/use-language';

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
    <Box
      component="dl"
      aria-label={t('summary.title')}
      sx={{
        margin: 0,
        marginBlockStart: 2,
        paddingBlockStart: 2,
        borderBlockStart: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ margin: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
