import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUSES } from '@bayan/shared';
import { DayFilter } from '../../../components/data-table/day-filter';
import { FilterSelect } from '../../../components/data-table/filter-select';
import type { DoctorOption } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';

export const LIST_FILTERS = ['status', 'doctor', 'from', 'to'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

interface AppointmentsFiltersProps {
  values: Record<ListFilter, string>;
  onChange: (key: ListFilter, value: string) => void;
  /** A list of one state has no state filter. */
  withStatus: boolean;
  /** The doctors to choose from; undefined when the account sees one doctor's only (their own). */
  doctors: DoctorOption[] | undefined;
  rangeError: boolean;
  /** Today's list is one day: no days to choose. */
  withDays?: boolean;
}

/** Narrow the appointments by state, doctor and the days they start on (Riyadh days). */
export function AppointmentsFilters({
  values,
  onChange,
  withStatus,
  doctors,
  rangeError,
  withDays = true,
}: AppointmentsFiltersProps) {
  const { t } = useTranslation(['clinic', 'dashboard']);
  const doctorChoices = useDoctorChoices(doctors ?? []);
  const day = (key: 'from' | 'to') => (
    <DayFilter
      label={t(`filters.${key}`)}
      value={values[key]}
      onChange={(value) => onChange(key, value)}
      error={key === 'to' && rangeError ? t('filters.rangeError') : undefined}
    />
  );
  return (
    <>
      {withStatus && (
        <FilterSelect
          label={t('filters.status')}
          value={values.status}
          onChange={(value) => onChange('status', value)}
          options={APPOINTMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`dashboard:home.stats.statuses.${status}`),
          }))}
        />
      )}
      {doctors && (
        <FilterSelect
          label={t('filters.doctor')}
          allLabel={t('filters.allDoctors')}
          value={values.doctor}
          onChange={(value) => onChange('doctor', value)}
          options={doctorChoices}
        />
      )}
      {withDays && day('from')}
      {withDays && day('to')}
    </>
  );
}
