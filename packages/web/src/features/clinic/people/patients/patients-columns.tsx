import { useTranslation } from 'react-i18next';
import type { Patient } from '@bayan/shared';
import { DateCell } from '../../../../components/data-table/date-cell';
import type { Column } from '../../../../components/data-table/types';
import { useFormat } from '../../../../hooks/use-format';
import { Ltr } from '../../../../components/form/ltr-value';

/** A patient row: name, mobile, ID number, gender, age, no-shows and when the file was opened. */
export function usePatientColumns(): Column<Patient>[] {
  const { t } = useTranslation(['clinicPeople', 'common']);
  const format = useFormat();
  const none = t('common:none');
  return [
    { id: 'name', label: t('patients.columns.name'), sortKey: 'name', primary: true, render: (row) => row.name },
    {
      id: 'phone',
      label: t('patients.columns.phone'),
      render: (row) => (row.phone ? <Ltr>{format.phone(row.phone)}</Ltr> : none),
    },
    {
      id: 'idNumber',
      label: t('patients.columns.idNumber'),
      render: (row) => (row.idNumber ? <Ltr>{format.digits(row.idNumber)}</Ltr> : none),
    },
    {
      id: 'gender',
      label: t('patients.columns.gender'),
      render: (row) => (row.gender ? t(`genders.${row.gender}`) : none),
    },
    {
      id: 'age',
      label: t('patients.columns.age'),
      sortKey: 'birthday',
      render: (row) =>
        row.age === null ? none : t('patients.years', { number: format.number(row.age), count: row.age }),
    },
    { id: 'noShows', label: t('patients.columns.noShows'), render: (row) => format.number(row.noShows) },
    {
      id: 'createdAt',
      label: t('patients.columns.createdAt'),
      sortKey: 'createdAt',
      render: (row) => <DateCell value={row.createdAt} />,
    },
  ];
}
