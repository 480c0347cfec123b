import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { Appointment, Role } from '@bayan/shared';
import { DateCell } from '../../../components/data-table/date-cell';
import type { Column } from '../../../components/data-table/types';
import { useFormat } from '../../../hooks/use-format';
import { SeriesMarker } from '../series/series-marker';
import { StatusChip } from './status-chip';

/** The doctor's calendar, opened on the appointment's day. */
export const calendarHref = (doctor: string, day?: string) =>
  `/dashboard/doctor-calendar?doctor=${encodeURIComponent(doctor)}${day ? `&date=${day}` : ''}`;

/**
 * An appointment row: when (both calendars, the clinic's time), who, its state, price and
 * length. A doctor's own list leaves out the doctor, a patient's the patient; staff and admins
 * reach a doctor's calendar from the doctor's name.
 */
export function useAppointmentColumns(role: Role | undefined): Column<Appointment>[] {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  const columns: (Column<Appointment> | false)[] = [
    {
      id: 'start',
      label: t('columns.when'),
      sortKey: 'start',
      primary: true,
      render: (row) => (
        <>
          <DateCell value={row.start} timeZone={row.timeZone} withTime />
          <SeriesMarker appointment={row} />
        </>
      ),
    },
    role !== 'PATIENT' && { id: 'patient', label: t('columns.patient'), render: (row) => row.patient.name },
    role !== 'DOCTOR' && {
      id: 'doctor',
      label: t('columns.doctor'),
      render: (row) =>
        role === 'PATIENT' ? (
          row.doctor.name
        ) : (
          <Link href={calendarHref(row.doctor.pubkey)} aria-label={t('calendarOf', { doctor: row.doctor.name })}>
            {row.doctor.name}
          </Link>
        ),
    },
    { id: 'status', label: t('columns.status'), render: (row) => <StatusChip status={row.status} /> },
    { id: 'price', label: t('columns.price'), render: (row) => format.money(row.priceHalalas / 100) },
    {
      id: 'duration',
      label: t('columns.duration'),
      render: (row) => t('minutes', { count: row.durationMinutes, number: format.number(row.durationMinutes) }),
    },
  ];
  return columns.filter((column) => column !== false);
}
