import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { Agenda } from '@bayan/shared';
import type { Column } from '../../../components/data-table/types';
import { useFormat } from '../../../hooks/use-format';
import { useAgendaDates } from './agenda-dates';
import { useWeekdayNames } from './weekday-names';
import { weekOf, workingDays } from './weekly-hours';

export const agendaHref = (agenda: Agenda) => `/dashboard/agendas/${encodeURIComponent(agenda.id)}`;

/** An agenda row: whose (a link to its page), its dates in both calendars, days, slot and types. */
export function useAgendaColumns(withDoctor: boolean): Column<Agenda>[] {
  const { t } = useTranslation(['agendas', 'clinic']);
  const format = useFormat();
  const dates = useAgendaDates();
  const names = useWeekdayNames();
  const columns: (Column<Agenda> | false)[] = [
    withDoctor && {
      id: 'doctor',
      label: t('columns.doctor'),
      render: (row) => (
        <Link href={agendaHref(row)} aria-label={t('open', { doctor: row.doctor.name, dates: dates(row) })}>
          {row.doctor.name}
        </Link>
      ),
    },
    {
      id: 'startDate',
      label: t('columns.dates'),
      sortKey: 'startDate',
      primary: true,
      render: (row) =>
        withDoctor ? (
          dates(row)
        ) : (
          <Link href={agendaHref(row)} aria-label={t('open', { doctor: row.doctor.name, dates: dates(row) })}>
            {dates(row)}
          </Link>
        ),
    },
    {
      id: 'days',
      label: t('columns.days'),
      render: (row) =>
        format.list(
          workingDays(weekOf(row.weeklyHours)).map((day) => names[day]),
          { style: 'short', type: 'unit' },
        ),
    },
    {
      id: 'slot',
      label: t('columns.slot'),
      render: (row) =>
        t('slot', {
          duration: t('clinic:minutes', {
            count: row.consultationDuration,
            number: format.number(row.consultationDuration),
          }),
          patients: t('patients', { count: row.patientsLimit, number: format.number(row.patientsLimit) }),
        }),
    },
    {
      id: 'types',
      label: t('columns.types'),
      render: (row) => {
        const count = row.consultationTypes.filter((type) => !type.retired).length;
        return t('typesCount', { count, number: format.number(count) });
      },
    },
  ];
  return columns.filter((column) => column !== false);
}
