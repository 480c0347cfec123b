import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Column } from './types';

interface SortSelectProps<T> {
  columns: Column<T>[];
  sort: string;
  onChange: (sort: string) => void;
}

/** Cards have no column headers to click: on narrow screens the order is chosen here. */
export function SortSelect<T>({ columns, sort, onChange }: SortSelectProps<T>) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortKey);
  if (sortable.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label={t('table.sortBy')}
      value={sort}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {sortable.flatMap((column) => [
        <option key={column.sortKey} value={column.sortKey}>
          {`${column.label} (${t('table.ascending')})`}
        </option>,
        <option key={`-${column.sortKey}`} value={`-${column.sortKey}`}>
          {`${column.label} (${t('table.descending')})`}
        </option>,
      ])}
    </TextField>
  );
}
