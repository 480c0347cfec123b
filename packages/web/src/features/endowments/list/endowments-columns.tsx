import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EndowmentListItem } from '@bayan/shared';
import { DateCell } from '../../../components/data-table/date-cell';
import type { Column } from '../../../components/data-table/types';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { useLanguage } from '../../../i18n/use-language';
import { useDeedName } from '../deed/deed-name';
import { DeedNumber } from '../deed/deed-number';
import { DeedStatusChip } from '../deed/deed-status-chip';
import { deedPath } from '../wizard/wizard-paths';

/** The deed's own day in both calendars (a YYYY-MM-DD day, not a moment: no time zone moves it). */
function DeedDay({ day }: { day: string | null }) {
  const { t } = useTranslation('endowments');
  const calendarDay = useCalendarDay();
  const { language } = useLanguage();
  const both = day ? calendarDay(day) : null;
  if (!both) return <>{t('noDate')}</>;
  const [first, second] = language === 'ar' ? [both.hijri, both.gregorian] : [both.gregorian, both.hijri];
  return (
    <Stack component="time" dateTime={day ?? undefined} sx={{ whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2">
        {first}
      </Typography>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
        {second}
      </Typography>
    </Stack>
  );
}

/** A deed row: its name and number (a link to the wizard while a draft, to the deed's page after), type, state, date in both calendars, assets, last change. */
export function useEndowmentColumns(): Column<EndowmentListItem>[] {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const nameOf = useDeedName();
  return [
    {
      id: 'summary',
      label: t('columns.summary'),
      primary: true,
      render: (row) => (
        <Stack sx={{ alignItems: 'flex-start' }}>
          <Link component={RouterLink} href={deedPath(row.pubkey, row.status)} dir="auto" sx={{ fontWeight: 500 }}>
            {nameOf(row)}
          </Link>
          {row.docNumber && <DeedNumber value={row.docNumber} variant="caption" />}
        </Stack>
      ),
    },
    { id: 'type', label: t('columns.type'), render: (row) => (row.type ? t(`types.${row.type}`) : t('noDate')) },
    {
      id: 'status',
      label: t('columns.status'),
      render: (row) => <DeedStatusChip status={row.status} />,
    },
    {
      id: 'gregorianDate',
      label: t('columns.date'),
      sortKey: 'gregorianDate',
      render: (row) => <DeedDay day={row.gregorianDate} />,
    },
    { id: 'assets', label: t('columns.assets'), align: 'end', render: (row) => format.number(row.assetsCount) },
    {
      id: 'updatedAt',
      label: t('columns.updatedAt'),
      sortKey: 'updatedAt',
      render: (row) => <DateCell value={row.updatedAt} />,
    },
  ];
}
