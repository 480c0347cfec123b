import { useTranslation } from 'react-i18next';
import { DateCell } from '../../../../components/data-table/date-cell';
import type { Column } from '../../../../components/data-table/types';

/** When a record was added, in both calendars; sorts by it. */
export function useCreatedColumn<T extends { createdAt: string }>(): Column<T> {
  const { t } = useTranslation('directory');
  return {
    id: 'createdAt',
    label: t('fields.createdAt'),
    sortKey: 'createdAt',
    render: (row) => <DateCell value={row.createdAt} />,
  };
}
